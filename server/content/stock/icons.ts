// The shipped icon set: 40 line icons on a 24×24 grid, drawn by us (no third-party artwork), served
// as SVG by /content-files/icons/<name>.svg and searchable through GET /media/icons8 (the sandbox
// icon provider). Tags are Russian and English so both interfaces find them.

export interface IconDef { name: string; title: string; tags: string[]; body: string }

const I = (name: string, title: string, tags: string, body: string): IconDef => ({ name, title, tags: tags.split(' '), body });

export const ICONS: IconDef[] = [
  I('check', 'Галочка', 'check галочка готово ok', '<path d="M4 12l5 5L20 6"/>'),
  I('star', 'Звезда', 'star звезда рейтинг отзыв', '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>'),
  I('heart', 'Сердце', 'heart сердце любовь like', '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>'),
  I('phone', 'Телефон', 'phone телефон звонок контакты', '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"/>'),
  I('mail', 'Почта', 'mail почта email письмо', '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>'),
  I('map-pin', 'Метка', 'map pin адрес карта место', '<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>'),
  I('clock', 'Часы', 'clock время часы срок', '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>'),
  I('calendar', 'Календарь', 'calendar календарь дата расписание', '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>'),
  I('user', 'Человек', 'user человек профиль клиент', '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>'),
  I('users', 'Команда', 'users команда люди группа', '<circle cx="9" cy="8" r="3.5"/><path d="M2 20a7 7 0 0 1 14 0"/><circle cx="17" cy="9" r="2.5"/><path d="M17 14a5 5 0 0 1 5 5"/>'),
  I('shield', 'Щит', 'shield защита гарантия безопасность', '<path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>'),
  I('award', 'Награда', 'award награда медаль качество', '<circle cx="12" cy="9" r="6"/><path d="M8.5 14L7 21l5-3 5 3-1.5-7"/>'),
  I('gift', 'Подарок', 'gift подарок бонус акция', '<rect x="3" y="8" width="18" height="5"/><path d="M5 13v8h14v-8M12 8v13M12 8C10 4 6 4 7.5 7M12 8c2-4 6-4 4.5-1"/>'),
  I('truck', 'Доставка', 'truck доставка грузовик логистика', '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>'),
  I('cart', 'Корзина', 'cart корзина покупка магазин', '<path d="M3 4h2l2.5 11h11l2-8H6.5"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>'),
  I('card', 'Карта', 'card оплата карта платёж', '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 10h20M6 15h4"/>'),
  I('chat', 'Чат', 'chat чат сообщение поддержка', '<path d="M4 5h16v11H9l-5 4z"/><path d="M8 10h8M8 13h5"/>'),
  I('camera', 'Камера', 'camera камера фото съёмка', '<path d="M3 8h4l2-3h6l2 3h4v11H3z"/><circle cx="12" cy="13" r="3.5"/>'),
  I('home', 'Дом', 'home дом главная недвижимость', '<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10"/>'),
  I('zap', 'Молния', 'zap молния быстро энергия', '<path d="M13 2L4 14h7l-1 8 9-12h-7z"/>'),
  I('leaf', 'Лист', 'leaf лист природа эко', '<path d="M5 19C5 9 11 4 20 4c0 9-5 15-15 15z"/><path d="M5 19l8-8"/>'),
  I('sun', 'Солнце', 'sun солнце лето день', '<circle cx="12" cy="12" r="4"/><path d="M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2"/>'),
  I('globe', 'Глобус', 'globe глобус мир интернет', '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>'),
  I('lock', 'Замок', 'lock замок безопасность защита', '<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>'),
  I('key', 'Ключ', 'key ключ доступ', '<circle cx="8" cy="14" r="4"/><path d="M11 11l9-9M17 5l2 2M15 7l2 2"/>'),
  I('settings', 'Настройки', 'settings настройки шестерёнка', '<circle cx="12" cy="12" r="3"/><path d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3"/>'),
  I('chart', 'График', 'chart график статистика рост', '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>'),
  I('trending-up', 'Рост', 'trending рост продажи результат', '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"/>'),
  I('target', 'Цель', 'target цель мишень результат', '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1"/>'),
  I('rocket', 'Ракета', 'rocket ракета старт запуск', '<path d="M12 2c4 3 5 8 3 13H9C7 10 8 5 12 2z"/><path d="M9 15l-3 4h4M15 15l3 4h-4"/><circle cx="12" cy="9" r="1.5"/>'),
  I('book', 'Книга', 'book книга обучение курс', '<path d="M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z"/>'),
  I('cap', 'Выпускник', 'cap образование обучение школа', '<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2 9 2 12 0v-5"/>'),
  I('briefcase', 'Портфель', 'briefcase бизнес работа портфель', '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V4h6v3M3 12h18"/>'),
  I('coffee', 'Кофе', 'coffee кофе кафе перерыв', '<path d="M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z"/><path d="M17 10h2a2 2 0 0 1 0 4h-2M8 3v2M12 3v2"/>'),
  I('play', 'Видео', 'play видео запуск воспроизвести', '<circle cx="12" cy="12" r="9"/><path d="M10 8l6 4-6 4z"/>'),
  I('download', 'Скачать', 'download скачать загрузка файл', '<path d="M12 3v12M7 10l5 5 5-5M4 20h16"/>'),
  I('search', 'Поиск', 'search поиск лупа', '<circle cx="11" cy="11" r="7"/><path d="M16 16l5 5"/>'),
  I('thumbs-up', 'Нравится', 'thumbs like нравится отзыв', '<path d="M7 10v10H3V10zM7 10l4-7c2 0 3 1 3 3v3h5a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7"/>'),
  I('percent', 'Скидка', 'percent скидка процент акция', '<path d="M19 5L5 19"/><circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="17" r="2.5"/>'),
  I('arrow-right', 'Стрелка', 'arrow стрелка далее вперёд', '<path d="M4 12h16M14 6l6 6-6 6"/>'),
];

export const iconSvg = (icon: IconDef, color = '#111827'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icon.body}</svg>`;

export const findIcon = (name: string): IconDef | undefined => ICONS.find((i) => i.name === name);
