// Legal documents are not interface strings: each exists in one language at its own address.
export type LegalDoc = 'privacy-ru' | 'terms-ru' | 'privacy-en' | 'terms-en';

interface LegalText {
  title: string;
  updated: string;
  back: string;
  sections: { heading: string; body: string }[];
}

export const LEGAL_TEXTS: Record<LegalDoc, LegalText> = {
  'terms-ru': {
    title: 'Публичная оферта',
    updated: 'Редакция от 1 марта 2025 года',
    back: 'На главную',
    sections: [
      { heading: '1. Предмет', body: 'Сервис предоставляет пользователю доступ к конструктору посадочных страниц, хостингу опубликованных страниц и инструментам сбора заявок на условиях выбранного тарифа.' },
      { heading: '2. Регистрация', body: 'Регистрируясь, пользователь подтверждает, что указал достоверные данные и принимает условия настоящей оферты. Учётная запись принадлежит владельцу аккаунта, который отвечает за действия приглашённых пользователей.' },
      { heading: '3. Оплата', body: 'Услуги оплачиваются авансом по тарифу. Ограничения тарифа на количество страниц, доменов и пользователей действуют до смены тарифа или покупки пакетов расширения.' },
      { heading: '4. Содержимое страниц', body: 'Пользователь отвечает за законность размещаемых материалов. Сервис вправе приостановить публикацию страницы, нарушающей закон или права третьих лиц.' },
      { heading: '5. Ответственность', body: 'Сервис прилагает разумные усилия для бесперебойной работы, но не отвечает за упущенную выгоду. Претензии направляются в службу поддержки и рассматриваются в течение 10 рабочих дней.' },
    ],
  },
  'privacy-ru': {
    title: 'Политика обработки персональных данных',
    updated: 'Редакция от 1 марта 2025 года',
    back: 'На главную',
    sections: [
      { heading: '1. Какие данные мы обрабатываем', body: 'Имя, адрес электронной почты, телефон, часовой пояс, ответы анкеты, а также технические данные сессий (IP-адрес, браузер). Заявки с опубликованных страниц обрабатываются по поручению владельца страницы.' },
      { heading: '2. Зачем', body: 'Для предоставления доступа к сервису, подтверждения email и телефона, восстановления пароля, выставления счетов и поддержки пользователей.' },
      { heading: '3. Хранение и защита', body: 'Данные хранятся на серверах в Российской Федерации, доступ к ним ограничен. Пароли хранятся только в виде стойкого хеша.' },
      { heading: '4. Посетители опубликованных страниц', body: 'Статистика посещений ведётся без cookies: посетитель учитывается по хешу IP-адреса и браузера с ключом, который меняется каждые сутки, а сам IP-адрес не сохраняется. Ответ страницы несёт одноразовый технический идентификатор просмотра (заголовок Server-Timing), по которому учитывается время на странице; в браузере он не сохраняется. На страницах, где идёт A/B-тест, сервис ставит cookie _ab<номер теста> с номером показанного варианта страницы — только для того, чтобы посетитель видел один и тот же вариант; она живёт 90 дней и недоступна скриптам страницы.' },
      { heading: '5. Ваши права', body: 'Вы можете запросить копию своих данных, их исправление или удаление, написав в службу поддержки. Согласие на обработку можно отозвать, удалив учётную запись.' },
    ],
  },
  'terms-en': {
    title: 'Terms of Service',
    updated: 'Version of March 1, 2025',
    back: 'Back to home',
    sections: [
      { heading: '1. Service', body: 'We give you access to a landing-page builder, hosting of published pages and tools to collect leads under the terms of your chosen plan.' },
      { heading: '2. Account', body: 'By signing up you confirm that your details are accurate and accept these terms. The account owner is responsible for the actions of invited team members.' },
      { heading: '3. Payment', body: 'Plans are paid in advance. Plan limits on pages, domains and users apply until you change the plan or buy extension packages.' },
      { heading: '4. Your content', body: 'You are responsible for the content you publish. We may suspend a page that breaks the law or the rights of others.' },
      { heading: '5. Liability', body: 'We make reasonable efforts to keep the service available but are not liable for lost profits. Claims go to support and are answered within 10 business days.' },
    ],
  },
  'privacy-en': {
    title: 'Privacy Policy',
    updated: 'Version of March 1, 2025',
    back: 'Back to home',
    sections: [
      { heading: '1. What we process', body: 'Your name, email, phone, time zone, questionnaire answers and technical session data (IP address, browser). Leads from published pages are processed on behalf of the page owner.' },
      { heading: '2. Why', body: 'To give you access to the service, confirm your email and phone, recover your password, bill you and support you.' },
      { heading: '3. Storage and security', body: 'Data is stored on servers with restricted access. Passwords are stored only as a strong hash.' },
      { heading: '4. Visitors of published pages', body: 'Visit statistics use no cookies: a visitor is counted by a hash of the IP address and browser with a key that changes every day, and the IP address itself is not stored. A page\'s response carries a one-time technical id of the view (the Server-Timing header) by which time on page is counted; the browser does not store it. On pages running an A/B test the service sets the cookie _ab<test number> holding the number of the page variant shown, only so that the visitor keeps seeing the same variant; it lasts 90 days and page scripts cannot read it.' },
      { heading: '5. Your rights', body: 'You may ask for a copy of your data, its correction or deletion by writing to support. You can withdraw consent by deleting your account.' },
    ],
  },
};
