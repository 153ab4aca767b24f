// The words of the personal-data processing policy template (152-FZ «О персональных данных»), in
// Russian and English. Facts about the operator are tokens ({{operator}}, {{inn}} …) that
// policy.ts fills from the account's requisites when a page is made, or with a bracketed
// placeholder the owner replaces in the editor.
import type { Lang } from './kit';

interface PolicySectionCopy {
  /** The section's element id: the contents at the top link to it. */
  id: string;
  title: string;
  paragraphs: string[];
}

export interface PolicyCopy {
  home: string;
  title: string;
  edition: string;
  lead: string;
  contents: string;
  sections: PolicySectionCopy[];
  rights: string;
}

const ru: PolicyCopy = {
  home: 'На главную',
  title: 'Политика обработки персональных данных',
  edition: 'Редакция от {{date}}',
  lead: 'Эта политика объясняет, какие персональные данные посетителей сайта {{site}} мы обрабатываем, зачем, на каком основании, как их храним и защищаем и какие права есть у вас. Она составлена по Федеральному закону от 27.07.2006 № 152-ФЗ «О персональных данных».',
  contents: 'Содержание',
  sections: [
    { id: 'operator', title: '1. Оператор', paragraphs: [
      'Оператор персональных данных — {{operator}}, {{inn}}, адрес: {{address}} (далее — Оператор).',
      'Политика действует для всех данных, которые Оператор получает от посетителей сайта {{site}}: через формы на его страницах, по телефону и по электронной почте.',
    ] },
    { id: 'data', title: '2. Какие данные мы обрабатываем', paragraphs: [
      '— имя, номер телефона и адрес электронной почты, которые вы указали в форме;\n— другие ответы формы: комментарий, выбранные варианты, приложенные файлы;\n— технические данные посещения: IP-адрес, тип браузера и устройства, адреса открытых страниц, источник перехода и метки рекламной кампании (UTM), данные файлов cookie.',
      'Мы не обрабатываем специальные категории данных (о здоровье, убеждениях, национальности) и биометрические данные.',
    ] },
    { id: 'purposes', title: '3. Цели обработки', paragraphs: [
      '— ответить на вашу заявку или вопрос, связаться с вами по ней;\n— заключить и исполнить договор, стороной которого вы являетесь;\n— отправлять сведения об услугах и предложениях — только с вашего отдельного согласия, от них можно отказаться в любой момент;\n— вести статистику посещений, чтобы сайт работал лучше.',
    ] },
    { id: 'grounds', title: '4. Правовые основания', paragraphs: [
      'Ваше согласие на обработку персональных данных (п. 1 ч. 1 ст. 6 Закона № 152-ФЗ), которое вы даёте, отмечая флажок согласия в форме; заключение и исполнение договора с вами (п. 5 ч. 1 ст. 6); обязанности, которые на Оператора возлагает закон.',
    ] },
    { id: 'processing', title: '5. Как мы обрабатываем данные', paragraphs: [
      'Обработка включает сбор, запись, систематизацию, накопление, хранение, уточнение, использование, обезличивание, блокирование, удаление и уничтожение данных, с использованием средств автоматизации и без них.',
      'Данные граждан России записываются и хранятся в базах данных, находящихся в России (ч. 5 ст. 18 Закона № 152-ФЗ). Мы не передаём данные третьим лицам, кроме случаев, предусмотренных законом, и лиц, которым Оператор поручает обработку по договору (хостинг, сервисы рассылки), с обязанностью сохранять конфиденциальность и защищать данные.',
      'Оператор принимает правовые, организационные и технические меры защиты данных от неправомерного доступа, изменения, распространения и уничтожения: ограничивает доступ к ним, использует шифрование при передаче и ведёт учёт действий с данными.',
    ] },
    { id: 'storage', title: '6. Сроки хранения', paragraphs: [
      'Данные хранятся не дольше, чем этого требуют цели обработки, или до отзыва согласия. После достижения целей или отзыва согласия данные удаляются в течение 30 дней, если закон не требует хранить их дольше.',
    ] },
    { id: 'rights', title: '7. Ваши права', paragraphs: [
      '— получить сведения об обработке ваших данных;\n— потребовать уточнить, заблокировать или удалить данные, если они неполные, устаревшие, неточные или обрабатываются незаконно;\n— отозвать согласие на обработку, написав Оператору;\n— обжаловать действия Оператора в Роскомнадзоре или в суде.',
      'На запрос мы отвечаем в течение 10 рабочих дней с его получения.',
    ] },
    { id: 'contacts', title: '8. Контакты', paragraphs: [
      'Запросы о персональных данных и отзыв согласия направляйте Оператору: электронная почта {{email}}, телефон {{phone}}, почтовый адрес {{address}}.',
    ] },
    { id: 'final', title: '9. Заключительные положения', paragraphs: [
      'Политика действует с {{date}} бессрочно, до замены новой редакцией. Новая редакция публикуется на этой странице и действует с момента публикации.',
    ] },
  ],
  rights: '© {{year}} {{operator}}',
};

const en: PolicyCopy = {
  home: 'Home',
  title: 'Personal data processing policy',
  edition: 'Version of {{date}}',
  lead: 'This policy explains which personal data of the visitors of {{site}} we process, why and on what grounds, how we store and protect it, and what your rights are. It follows Federal Law No. 152-FZ of 27 July 2006 “On Personal Data”.',
  contents: 'Contents',
  sections: [
    { id: 'operator', title: '1. The operator', paragraphs: [
      'The operator of personal data is {{operator}}, {{inn}}, address: {{address}} (the Operator).',
      'This policy applies to all data the Operator receives from visitors of {{site}}: through the forms on its pages, by phone and by email.',
    ] },
    { id: 'data', title: '2. What data we process', paragraphs: [
      '— the name, phone number and email address you gave in a form;\n— other answers of a form: a comment, the options chosen, attached files;\n— technical data of the visit: IP address, browser and device type, the pages opened, where you came from and the campaign tags (UTM), cookie data.',
      'We process no special categories of data (health, beliefs, ethnicity) and no biometric data.',
    ] },
    { id: 'purposes', title: '3. Why we process it', paragraphs: [
      '— to answer your request or question and contact you about it;\n— to conclude and perform a contract you are a party to;\n— to send news about our services and offers — only with your separate consent, which you may withdraw at any time;\n— to keep visit statistics, so the site works better.',
    ] },
    { id: 'grounds', title: '4. Legal grounds', paragraphs: [
      'Your consent to the processing of personal data (Art. 6(1)(1) of Law No. 152-FZ), given by ticking the consent box of a form; concluding and performing a contract with you (Art. 6(1)(5)); duties the law places on the Operator.',
    ] },
    { id: 'processing', title: '5. How we process it', paragraphs: [
      'Processing means collecting, recording, organising, accumulating, storing, updating, using, anonymising, blocking, deleting and destroying data, with and without automated means.',
      'Data of Russian citizens is recorded and stored in databases located in Russia (Art. 18(5) of Law No. 152-FZ). We do not pass data to third parties except where the law requires it and to processors the Operator engages under a contract (hosting, mailing services), who must keep it confidential and protect it.',
      'The Operator takes legal, organisational and technical measures to protect data from unlawful access, change, disclosure and destruction: it limits access, encrypts data in transit and keeps a record of actions with the data.',
    ] },
    { id: 'storage', title: '6. How long we keep it', paragraphs: [
      'Data is kept no longer than its purposes require, or until consent is withdrawn. Once the purposes are reached or consent is withdrawn, the data is deleted within 30 days unless the law requires keeping it longer.',
    ] },
    { id: 'rights', title: '7. Your rights', paragraphs: [
      '— to learn how your data is processed;\n— to have data updated, blocked or deleted if it is incomplete, outdated, inaccurate or processed unlawfully;\n— to withdraw your consent by writing to the Operator;\n— to appeal against the Operator’s actions to Roskomnadzor or a court.',
      'We answer a request within 10 working days of receiving it.',
    ] },
    { id: 'contacts', title: '8. Contacts', paragraphs: [
      'Send requests about personal data and withdrawals of consent to the Operator: email {{email}}, phone {{phone}}, postal address {{address}}.',
    ] },
    { id: 'final', title: '9. Final provisions', paragraphs: [
      'This policy is in force from {{date}} until replaced by a new version. A new version is published on this page and applies from its publication.',
    ] },
  ],
  rights: '© {{year}} {{operator}}',
};

export const POLICY_COPY: Record<Lang, PolicyCopy> = { ru, en };

/** What stands in for a fact the account has not given: bracketed, so the owner sees what to replace. */
export const POLICY_PLACEHOLDERS: Record<Lang, { operator: string; inn: string; address: string; email: string; phone: string; site: string }> = {
  ru: { operator: '[Название организации]', inn: 'ИНН [ИНН]', address: '[Адрес организации]', email: '[Электронная почта]', phone: '[Телефон]', site: '[адрес сайта]' },
  en: { operator: '[Organisation name]', inn: 'TIN [TIN]', address: '[Organisation address]', email: '[Email]', phone: '[Phone]', site: '[site address]' },
};
