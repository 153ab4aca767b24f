// User-visible texts produced by machines are i18n keys; ui/ translates them. The Russian literal is
// kept here where SPEC gives one, so tests (and a missing catalogue entry) can show the real text.
export const machineMessages = {
  'confirm.ok': 'Подтвердить',
  'confirm.cancel': 'Отмена',
  'confirm.leaveUnsaved': 'Вы хотите уйти? У вас есть несохранённые изменения!',
  'confirm.leave': 'Уйти',
  'confirm.stay': 'Остаться',
  'address.invalid': 'Некорректный адрес',
  'address.taken': 'Этот адрес занят',
  'field.required': 'Обязательное поле',
  'login.wrong': 'Неправильный email или пароль',
  'generic': 'Что-то пошло не так...',
  'autosave.save': 'Сохранить',
  'autosave.saving': 'Сохранение...',
  'autosave.saved': 'Сохранено',
  'autosave.notSaved': 'Не сохранено',
  'autosave.conflict': 'Данные были изменены в другом месте',
  'media.uploadFailed': 'Произошла ошибка загрузки изображения',
  'page.loadFailed': 'Malformed content data',
} as const;

export type MachineMessageKey = keyof typeof machineMessages;

export function ruText(key: MachineMessageKey): string {
  return machineMessages[key];
}
