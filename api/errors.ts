// The error half of the contract. A failed call answers with an HTTP status and this body; the
// adapters apply SPEC §8's rules to it (AuthError/401 → login, 403 auth.unauthorized → permissions
// modal, other 403 → warning toast with params.type, anything else → the error modal with `message`).
// `message` is already in the caller's language (Accept-Language / the user's locale; ru by default);
// `code` lets the UI pick its own catalogue entry when it has one.

export interface ApiErrorBody {
  /** 'AuthError' for 401; 'auth.unauthorized' for the permissions modal; otherwise a catalogue code. */
  error: string;
  /** Catalogue code of the message (same as `error` except for AuthError). */
  code: string;
  message: string;
  status: number;
  /** Extra values: `type` of a denied feature, field names, limits. */
  params?: Record<string, unknown>;
  /** Per-field messages for forms (field → message). */
  fields?: Record<string, string>;
}

export type Locale = 'ru' | 'en';

/**
 * Catalogue of server-side error messages, in both languages, with SPEC §8 / §5 / §6 texts verbatim
 * for Russian. The server answers with these; ui/ loads the same map into i18next's `errors`
 * namespace, so the text is written once.
 */
export const errorMessages = {
  'generic': { ru: 'Что-то пошло не так...', en: 'Something went wrong...' },
  'network': { ru: 'Ошибка сети', en: 'Network error' },
  'server.busy': { ru: 'Сервер перегружен, повторите через несколько секунд', en: 'The server is busy, try again in a few seconds' },
  'auth.required': { ru: 'Client is not authorized', en: 'Client is not authorized' },
  'auth.token_invalid': { ru: 'Неверный токен', en: 'Invalid token' },
  'auth.unauthorized': { ru: 'У вас недостаточно прав, чтобы выполнить функцию', en: 'You do not have enough rights to perform this function' },
  'access.denied': { ru: 'У вас нет доступа к данной функции ({0})', en: 'You do not have access to this function ({0})' },
  'login.wrong': { ru: 'Неправильный email или пароль', en: 'Wrong email or password' },
  'user.not_found': { ru: 'Пользователь не найден', en: 'User not found' },
  'user.no_such': { ru: 'Такого пользователя нет в системе', en: 'There is no such user' },
  'user.exists': { ru: 'Пользователь с таким email уже существует', en: 'A user with this email already exists' },
  'code.wrong': { ru: 'Неверный код', en: 'Wrong code' },
  'code.invalid': { ru: 'Некорректный код', en: 'Invalid code' },
  'email.invalid': { ru: 'Некорректный email', en: 'Invalid email' },
  'email.confirm_failed': { ru: 'Ошибка подтверждения email', en: 'Email confirmation failed' },
  'password.invalid': { ru: 'Некорректный пароль', en: 'Invalid password' },
  'password.mismatch': { ru: 'Пароли не совпадают', en: 'Passwords do not match' },
  'password.too_short': { ru: 'Пароль должен быть не короче 8 символов', en: 'The password must be at least 8 characters long' },
  'password.common': { ru: 'Этот пароль слишком простой или распространённый — придумайте другой', en: 'This password is too simple or too common — choose another one' },
  'password.personal': { ru: 'Пароль не должен содержать ваш email или имя', en: 'The password must not contain your email or name' },
  'field.required': { ru: 'Обязательное поле', en: 'Required field' },
  'field.whole_number': { ru: 'Введите целое число', en: 'Enter a whole number' },
  'validation': { ru: 'Проверьте правильность заполнения полей', en: 'Check the fields' },
  'not_found': { ru: 'Ресурс отсутствует', en: 'Resource not found' },
  'page.not_found': { ru: 'Страница не найдена', en: 'Page not found' },
  'domain.invalid': { ru: 'Некорректный домен', en: 'Invalid domain' },
  'domain.taken': { ru: 'Домен занят', en: 'The domain is taken' },
  'domain.reserved': { ru: 'Этот домен принадлежит сервису, его нельзя подключить', en: 'This domain belongs to the service and cannot be connected' },
  'dns.ipv4': { ru: 'Укажите IPv4-адрес, например 203.0.113.10', en: 'Enter an IPv4 address, e.g. 203.0.113.10' },
  'dns.ipv6': { ru: 'Укажите IPv6-адрес, например 2001:db8::1', en: 'Enter an IPv6 address, e.g. 2001:db8::1' },
  'dns.host': { ru: 'Укажите имя хоста, например mail.example.com', en: 'Enter a host name, e.g. mail.example.com' },
  'dns.text': { ru: 'Текст записи не может содержать переносы строк и служебные символы', en: 'The record text cannot contain line breaks or control characters' },
  'tariff.limit': { ru: 'Ваш тариф не позволяет добавить еще {0}', en: 'Your tariff does not allow adding more {0}' },
  'tariff.limit.pages': { ru: 'Ваш тариф не позволяет добавить еще страницы', en: 'Your tariff does not allow adding more pages' },
  'tariff.limit.domains': { ru: 'Ваш тариф не позволяет добавить еще домены', en: 'Your tariff does not allow adding more domains' },
  'tariff.limit.users': { ru: 'Ваш тариф не позволяет добавить еще пользователей', en: 'Your tariff does not allow adding more users' },
  'tariff.unknown': { ru: 'Такого тарифа нет', en: 'No such tariff' },
  'access.permissions_stale': { ru: 'Права этого пользователя только что изменили в другом месте. Обновите их: ваши изменения в остальных проектах останутся, а где права изменили, будут показаны сохранённые.', en: 'This user\'s rights were just changed elsewhere. Reload them: your changes in the other projects stay, and where the rights were changed the saved ones are shown.' },
  'access.owner': { ru: 'Владельца аккаунта нельзя изменить или удалить', en: 'The account owner cannot be changed or removed' },
  'timezone.invalid': { ru: 'Неизвестный часовой пояс', en: 'Unknown time zone' },
  'phone.missing': { ru: 'Телефон не указан', en: 'No phone number' },
  'phone.invalid': { ru: 'Введите номер телефона, например +7 900 000-00-00', en: 'Enter a phone number, e.g. +7 900 000-00-00' },
  'route.not_found': { ru: 'Ресурс отсутствует', en: 'Resource not found' },
  'rate_limited': { ru: 'Слишком много попыток. Попробуйте позже.', en: 'Too many attempts. Try again later.' },
  'conflict': { ru: 'Данные были изменены в другом месте', en: 'The data was changed elsewhere' },
  'draft.conflict': { ru: 'Страница изменена в другой вкладке или другим пользователем. Обновите страницу, чтобы не потерять изменения.', en: 'The page was changed in another tab or by another user. Reload the page so as not to lose your changes.' },
  'content.invalid': { ru: 'Содержимое страницы повреждено', en: 'The page content is malformed' },
  'page.code_taken': { ru: 'Указанный тестовый поддомен занят', en: 'The test subdomain is taken' },
  'page.domain_uri_taken': { ru: 'Указанные домен и адрес уже заняты', en: 'The domain and address are already taken' },
  'page.address_invalid': { ru: 'Некорректный адрес', en: 'Invalid address' },
  'page.address_taken': { ru: 'Такой адрес страницы уже занят.', en: 'This page address is already taken.' },
  'page.domain_pinned': { ru: 'Страницу с подключённым доменом нельзя перенести в другой проект: сначала открепите домен', en: 'A page with a connected domain cannot move to another project: unpin the domain first' },
  'page.settings_saved': { ru: 'Настройки успешно сохранены!', en: 'Settings saved!' },
  'favicon.too_large': { ru: 'Фавикон должен быть не больше 500 КБ', en: 'The favicon must be at most 500 KB' },
  'favicon.type': { ru: 'Фавикон должен быть в формате ICO, GIF, JPEG или PNG', en: 'The favicon must be ICO, GIF, JPEG or PNG' },
  'favicon.upload': { ru: 'Ошибка загрузки фавикона', en: 'Favicon upload failed' },
  'share_image.too_large': { ru: 'Картинка для соцсетей должна быть не больше 10 МБ', en: 'The share image must be at most 10 MB' },
  'share_image.type': { ru: 'Картинка для соцсетей должна быть в формате JPEG, PNG, WebP, GIF или AVIF', en: 'The share image must be JPEG, PNG, WebP, GIF or AVIF' },
  'share_image.upload': { ru: 'Произошла ошибка загрузки изображения', en: 'Image upload failed' },
  'page.canonical_invalid': { ru: 'Укажите адрес, начинающийся с https:// или http://', en: 'Enter an address starting with https:// or http://' },
  'page.lang_invalid': { ru: 'Выберите язык страницы: русский или английский', en: 'Choose the page language: Russian or English' },
  'plugin.required': { ru: 'Заполните поле', en: 'Fill in the field' },
  'plugin.format': { ru: 'Заполните поле в указанном формате', en: 'Fill in the field in the given format' },
  'transfer.self': { ru: 'Нельзя передать страницу своему аккаунту', en: 'A page cannot be transferred to its own account' },
  'transfer.pending': { ru: 'Страница уже ожидает передачи', en: 'The page is already waiting for a transfer' },
  'transfer.closed': { ru: 'Передача уже завершена или отменена', en: 'The transfer is already finished or cancelled' },
  'domain.unavailable': { ru: 'Домен недоступен для регистрации', en: 'The domain is not available for registration' },
  'domain.not_registered': { ru: 'Домен не зарегистрирован через сервис', en: 'The domain was not registered through the service' },
  // Design system, ready blocks, media (SPEC §8 texts verbatim for Russian).
  'font_preset.create_failed': { ru: 'Не удалось создать набор шрифтов', en: 'Could not create the font preset' },
  'font_preset.clone_failed': { ru: 'Не удалось клонировать набор шрифтов', en: 'Could not clone the font preset' },
  'font_preset.unknown_code': { ru: 'Такого шрифта нет в наборе', en: 'The preset has no such font code' },
  'block.save_failed': { ru: 'Не удалось сохранить блок', en: 'Could not save the block' },
  'block.title_taken': { ru: 'Блок с таким именем уже существует', en: 'A block with this name already exists' },
  'media.image_upload_failed': { ru: 'Произошла ошибка загрузки изображения', en: 'Image upload failed' },
  'media.video_upload_failed': { ru: 'Произошла ошибка загрузки видео', en: 'Video upload failed' },
  'media.public_readonly': { ru: 'Общую коллекцию нельзя изменить', en: 'A public collection cannot be changed' },
  // Input no database text can hold, or that cannot be stored as sent.
  'input.invalid_text': { ru: 'Текст содержит недопустимые символы', en: 'The text contains characters that are not allowed' },
  'input.too_deep': { ru: 'Слишком глубокая вложенность данных', en: 'The data is nested too deeply' },
  'input.not_object': { ru: 'Ожидался объект с полями', en: 'An object with fields was expected' },
  'input.prototype_key': { ru: 'Поле с именем __proto__ недопустимо', en: 'A field named __proto__ is not allowed' },
  'input.out_of_range': { ru: 'Число вне допустимого диапазона', en: 'The number is out of range' },
  'input.invalid': { ru: 'Некорректные данные', en: 'Invalid data' },
  'input.taken': { ru: 'Такое значение уже используется', en: 'This value is already in use' },
  'input.too_large': { ru: 'Слишком большой объём данных', en: 'The request is too large' },
  // Billing. SPEC §8 payment texts verbatim for Russian.
  'payment.failed': { ru: 'Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.', en: 'The payment did not go through. Try another payment method or contact your bank.' },
  'payment.provider_failed': { ru: 'Платеж не прошел. Попробуйте другой способ оплаты.', en: 'The payment failed. Try another payment method.' },
  'payment.method_invalid': { ru: 'Этот способ оплаты больше недоступен...', en: 'This payment method is no longer available...' },
  'payment.method_unsupported': { ru: 'Этот способ оплаты больше не поддерживается.', en: 'This payment method is no longer supported.' },
  'payment.error': { ru: 'Произошла ошибка при оплате...', en: 'An error occurred during payment...' },
  'payment.in_progress': { ru: 'Оплата этого счёта уже выполняется. Дождитесь её результата.', en: 'This bill is already being paid. Wait for the result.' },
  'payment.key_reused': { ru: 'Этот ключ оплаты уже использован для другого счёта', en: 'This payment key was already used for another bill' },
  'payment.method_missing': { ru: 'Выберите карту или введите данные новой', en: 'Choose a card or enter a new one' },
  'payment.signature': { ru: 'Подпись уведомления платёжной системы неверна', en: 'The payment notification signature is invalid' },
  'bill.paid': { ru: 'Счёт уже оплачен', en: 'The bill is already paid' },
  'bill.closed': { ru: 'Счёт отменён или просрочен. Выставьте новый.', en: 'The bill is cancelled or overdue. Issue a new one.' },
  'bill.outdated': { ru: 'Тариф или оплаченный период изменились после выставления счёта. Выставьте новый счёт.', en: 'The tariff or the paid period changed after the bill was issued. Issue a new bill.' },
  'card.number_invalid': { ru: 'Проверьте номер карты', en: 'Check the card number' },
  'card.expiry_invalid': { ru: 'Проверьте срок действия карты', en: 'Check the card expiry date' },
  'card.cvc_invalid': { ru: 'Проверьте CVC', en: 'Check the CVC' },
  'inn.invalid': { ru: 'Некорректный ИНН', en: 'Invalid INN' },
  'kpp.invalid': { ru: 'Некорректный КПП', en: 'Invalid KPP' },
  'billing.expired': { ru: 'Оплаченный период закончился: добавление страниц, доменов и пользователей приостановлено. Продлите тариф — все данные сохранены.', en: 'The paid period is over: adding pages, domains and users is paused. Renew the tariff — all your data is kept.' },
  'billing.needs_paid_period': { ru: 'Пакеты расширения покупаются на оплаченный период тарифа. Сначала продлите тариф.', en: 'Extension packets are bought for the paid period of the tariff. Renew the tariff first.' },
  'promo.unavailable': { ru: 'Это предложение больше недоступно', en: 'This offer is no longer available' },
  // Integrations, webhooks and contacts.
  'field.unknown': { ru: 'Такого поля нет у этой интеграции', en: 'This integration has no such field' },
  'webhook.url': { ru: 'Укажите адрес http:// или https:// в интернете (не локальный и не внутренней сети)', en: 'Enter an http:// or https:// address on the internet (not a local or private network one)' },
  'forwarder.url_required': { ru: 'Укажите адрес, на который пересылать заявки', en: 'Enter the address to forward leads to' },
  'forwarder.not_failed': { ru: 'Повторить можно только неудавшуюся отправку заявки', en: 'Only a failed delivery of a lead can be retried' },
  'integration.not_connected': { ru: 'Интеграция не подключена: заполните обязательные поля', en: 'The integration is not connected: fill in the required fields' },
  'integration.no_leads': { ru: 'Эта интеграция не получает заявки', en: 'This integration receives no leads' },
  'contact.exists': { ru: 'Этот адрес уже добавлен в контакты', en: 'This address is already among the contacts' },
  'contact.link_invalid': { ru: 'Ссылка недействительна или устарела. Попросите владельца аккаунта отправить новую.', en: 'The link is invalid or expired. Ask the account owner to send a new one.' },
  'telegram.token_invalid': { ru: 'Токен бота выглядит иначе: скопируйте его из @BotFather целиком (цифры, двоеточие, буквы)', en: 'A bot token looks different: copy it whole from @BotFather (digits, a colon, letters)' },
  'telegram.token_required': { ru: 'Укажите токен бота', en: 'Enter the bot token' },
  'telegram.chat_invalid': { ru: 'Укажите числовой ID чата или @имя канала', en: 'Enter the chat\'s numeric ID or the channel\'s @name' },
  'telegram.not_connected': { ru: 'Telegram не подключён', en: 'Telegram is not connected' },
  // Statistics and campaigns.
  'stats.range.required': { ru: 'Укажите обе даты периода', en: 'Give both dates of the period' },
  'stats.range.order': { ru: 'Начало периода позже его конца', en: 'The period starts after it ends' },
  'campaign.exists': { ru: 'У страницы уже есть незавершённый A/B-тест', en: 'The page already has an A/B test that has not ended' },
  'campaign.not_found': { ru: 'A/B-тест не найден', en: 'A/B test not found' },
  'campaign.unpublished': { ru: 'Сначала опубликуйте страницу: A/B-тест идёт на опубликованной странице', en: 'Publish the page first: an A/B test runs on the published page' },
  'campaign.shares': { ru: 'Доли трафика вариантов должны быть указаны для всех вариантов и в сумме давать 100%', en: 'Give every variant a traffic share; the shares must add up to 100%' },
  'campaign.state': { ru: 'Это действие недоступно в текущем состоянии A/B-теста', en: 'This action is not available in the A/B test’s current state' },
  'campaign.variants_max': { ru: 'В A/B-тесте может быть не больше {0} вариантов', en: 'An A/B test has at most {0} variants' },
  'campaign.original': { ru: 'Исходный вариант — это сама страница, его нельзя удалить', en: 'The original variant is the page itself and cannot be removed' },
  'campaign.variant_required': { ru: 'Выберите вариант, который станет страницей', en: 'Choose the variant that becomes the page' },
  'campaign.variant_unknown': { ru: 'В этом A/B-тесте нет такого варианта', en: 'This A/B test has no such variant' },
  'campaign.variant_without_end': { ru: 'Вариант указывают только при завершении теста', en: 'A variant is given only when the test ends' },
  'campaign.running_design': { ru: 'Доли трафика и плановую выборку можно менять только до запуска теста: изменённые на ходу, они делают результат недостоверным', en: 'Traffic shares and the planned sample can be changed only before the test starts: changed midway, they make the result unreliable' },
  // The customer-data area.
  'person.empty': { ru: 'Укажите имя, email или телефон', en: 'Enter a name, an email or a phone' },
  'person.email_taken': { ru: 'Клиент с таким email уже есть', en: 'A person with this email already exists' },
  'person.phone_taken': { ru: 'Клиент с таким телефоном уже есть', en: 'A person with this phone already exists' },
  'stage.not_empty': { ru: 'На этапе есть клиенты: сначала перенесите их на другой этап', en: 'The stage has persons: move them to another stage first' },
  'stage.unknown': { ru: 'Такого этапа нет в воронке', en: 'The pipeline has no such stage' },
  'pipeline.last': { ru: 'Нельзя удалить единственную воронку', en: 'The only pipeline cannot be deleted' },
  'field.key_taken': { ru: 'Поле с таким ключом уже есть', en: 'A field with this key already exists' },
  'field.value_invalid': { ru: 'Значение не подходит к типу поля', en: 'The value does not fit the field type' },
  'field.unknown_key': { ru: 'Такого поля нет', en: 'No such field' },
  'order.empty': { ru: 'Добавьте в заказ хотя бы один товар', en: 'Add at least one product to the order' },
  'order.paid': { ru: 'Заказ уже оплачен', en: 'The order is already paid' },
  'order.not_payable': { ru: 'Этот заказ нельзя оплатить', en: 'This order cannot be paid' },
  'order.nothing_to_pay': { ru: 'Сумма заказа 0 ₽ — оплачивать нечего', en: 'The order totals 0 ₽: there is nothing to pay' },
  'order.payments_off': { ru: 'Продавец ещё не подключил приём оплаты. Свяжитесь с ним.', en: 'The seller has not set up online payment yet. Please contact them.' },
  'order.payment_in_progress': { ru: 'Оплата этого заказа уже выполняется. Дождитесь её результата.', en: 'This order is already being paid. Wait for the result.' },
  'payments.integration_kind': { ru: 'Выберите интеграцию платёжной системы', en: 'Choose a payment system integration' },
  'product.archived': { ru: 'Товар в архиве: его нельзя добавить в заказ', en: 'The product is archived and cannot be ordered' },
  'signup.exists': { ru: 'Клиент уже зарегистрирован на этот вебинар', en: 'The person is already registered for this webinar' },
  'document.parent': { ru: 'Папка не найдена', en: 'Folder not found' },
  'document.too_large': { ru: 'Файл должен быть не больше 20 МБ', en: 'The file must be at most 20 MB' },
  'sso.web_invalid': { ru: 'Этот адрес не разрешён для входа', en: 'This address is not allowed for sign-in' },
  'sso.token_invalid': { ru: 'Ссылка для входа недействительна или устарела. Войдите снова.', en: 'The sign-in link is invalid or expired. Sign in again.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorCode = keyof typeof errorMessages;

/** Fills `{0}`, `{1}` … placeholders. */
export function formatMessage(code: ErrorCode, locale: Locale, args: readonly (string | number)[] = []): string {
  const template: string = errorMessages[code][locale];
  return template.replace(/\{(\d+)\}/g, (_m, i: string) => String(args[Number(i)] ?? ''));
}
