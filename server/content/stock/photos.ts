// The shipped "stock photos": 24 abstract illustrations drawn as SVG (gradients and shapes), made
// by us, so the product has pictures for templates and the media manager without any remote
// service. Served by /content-files/stock/<name>.svg; searchable through GET /media/unsplash (the
// sandbox photo provider that a real provider replaces by configuration).

export interface PhotoDef { name: string; title: string; tags: string[]; width: number; height: number; svg: string }

type Scene = (a: string, b: string, c: string) => string;

const W = 1200;
const H = 800;

const grad = (a: string, b: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;

const SCENES: Record<string, Scene> = {
  mountains: (a, b, c) => `${grad(a, b)}<circle cx="880" cy="220" r="90" fill="#fff" opacity=".85"/><path d="M0 620L260 330l190 210 170-260 300 340 280-190v370H0z" fill="${c}" opacity=".9"/><path d="M0 700l300-160 240 120 260-150 400 190v100H0z" fill="#000" opacity=".25"/>`,
  sea: (a, b, c) => `${grad(a, b)}<circle cx="600" cy="430" r="120" fill="#fff3c4" opacity=".9"/><rect y="470" width="${W}" height="330" fill="${c}"/><path d="M0 520q150-30 300 0t300 0 300 0 300 0v40q-150-30-300 0t-300 0-300 0-300 0z" fill="#fff" opacity=".35"/>`,
  city: (a, b, c) => `${grad(a, b)}${[80, 230, 360, 520, 650, 800, 940, 1060].map((x, i) => `<rect x="${x}" y="${300 + ((i * 97) % 260)}" width="${110 + (i % 3) * 20}" height="800" fill="${c}" opacity="${0.55 + (i % 3) * 0.15}"/>`).join('')}`,
  office: (a, b, c) => `${grad(a, b)}<rect x="200" y="520" width="800" height="30" rx="6" fill="${c}"/><rect x="420" y="300" width="360" height="220" rx="14" fill="#fff" opacity=".9"/><rect x="450" y="330" width="300" height="160" rx="6" fill="${c}" opacity=".35"/><rect x="560" y="520" width="80" height="20" fill="${c}"/><circle cx="300" cy="470" r="50" fill="#fff" opacity=".6"/>`,
  team: (a, b, c) => `${grad(a, b)}${[300, 600, 900].map((x, i) => `<circle cx="${x}" cy="${330 - (i % 2) * 30}" r="90" fill="#fff" opacity=".85"/><path d="M${x - 150} 800a150 190 0 0 1 300 0z" fill="${c}" opacity=".85"/>`).join('')}`,
  portrait: (a, b, c) => `${grad(a, b)}<circle cx="600" cy="330" r="150" fill="#fff" opacity=".9"/><path d="M330 800a270 300 0 0 1 540 0z" fill="${c}"/>`,
  product: (a, b, c) => `${grad(a, b)}<ellipse cx="600" cy="640" rx="320" ry="40" fill="#000" opacity=".15"/><rect x="430" y="230" width="340" height="400" rx="24" fill="${c}"/><rect x="470" y="290" width="260" height="60" rx="10" fill="#fff" opacity=".8"/><circle cx="600" cy="480" r="70" fill="#fff" opacity=".5"/>`,
  food: (a, b, c) => `${grad(a, b)}<circle cx="600" cy="420" r="260" fill="#fff" opacity=".95"/><circle cx="600" cy="420" r="190" fill="${c}" opacity=".8"/><circle cx="540" cy="370" r="50" fill="#fff" opacity=".5"/><circle cx="670" cy="460" r="40" fill="#fff" opacity=".4"/>`,
  waves: (a, b, c) => `${grad(a, b)}${[0, 1, 2, 3].map((i) => `<path d="M0 ${380 + i * 90}q300-${120 - i * 20} 600 0t600 0V800H0z" fill="${c}" opacity="${0.2 + i * 0.15}"/>`).join('')}`,
  laptop: (a, b, c) => `${grad(a, b)}<rect x="330" y="220" width="540" height="340" rx="18" fill="${c}"/><rect x="360" y="250" width="480" height="280" rx="6" fill="#fff" opacity=".85"/><path d="M260 570h680l-40 50H300z" fill="${c}"/><rect x="390" y="290" width="200" height="20" rx="4" fill="${c}" opacity=".5"/><rect x="390" y="330" width="400" height="12" rx="4" fill="${c}" opacity=".3"/>`,
};

const P = (name: string, scene: keyof typeof SCENES, colors: [string, string, string], title: string, tags: string): PhotoDef => ({
  name, title, tags: tags.split(' '), width: W, height: H,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene](...colors)}</svg>`,
});

export const PHOTOS: PhotoDef[] = [
  P('mountains-dawn', 'mountains', ['#fbc2a4', '#8e7cc3', '#3d3b6e'], 'Горы на рассвете', 'горы природа рассвет mountains nature'),
  P('mountains-green', 'mountains', ['#c8e6c9', '#7fb77e', '#2f5d3a'], 'Зелёные холмы', 'горы холмы природа эко nature green'),
  P('sea-sunset', 'sea', ['#ffb88c', '#de6262', '#2b5876'], 'Закат над морем', 'море закат отдых путешествие sea sunset travel'),
  P('sea-day', 'sea', ['#a1c4fd', '#c2e9fb', '#1e6091'], 'Море днём', 'море лето отдых sea summer'),
  P('city-night', 'city', ['#141e30', '#243b55', '#4a6fa5'], 'Ночной город', 'город ночь бизнес city night business'),
  P('city-day', 'city', ['#e0eafc', '#cfdef3', '#5b7db1'], 'Город днём', 'город здания бизнес city'),
  P('office-blue', 'office', ['#dfe9f3', '#b8c6db', '#2563eb'], 'Рабочее место', 'офис работа стол компьютер office work'),
  P('office-warm', 'office', ['#fde2c8', '#f6b99f', '#b6542d'], 'Уютный кабинет', 'офис кабинет работа office'),
  P('team-blue', 'team', ['#dbeafe', '#93c5fd', '#1e3a8a'], 'Команда', 'команда люди коллеги team people'),
  P('team-green', 'team', ['#e3f1e0', '#a8d5a2', '#2f7d4f'], 'Дружная команда', 'команда люди team people'),
  P('portrait-1', 'portrait', ['#fde68a', '#f59e0b', '#92400e'], 'Портрет 1', 'портрет человек клиент отзыв portrait person'),
  P('portrait-2', 'portrait', ['#bfdbfe', '#60a5fa', '#1e3a8a'], 'Портрет 2', 'портрет человек специалист portrait person'),
  P('portrait-3', 'portrait', ['#fbcfe8', '#f472b6', '#831843'], 'Портрет 3', 'портрет человек клиент portrait person'),
  P('portrait-4', 'portrait', ['#bbf7d0', '#4ade80', '#14532d'], 'Портрет 4', 'портрет человек эксперт portrait person'),
  P('portrait-5', 'portrait', ['#ddd6fe', '#a78bfa', '#4c1d95'], 'Портрет 5', 'портрет человек portrait person'),
  P('portrait-6', 'portrait', ['#fed7aa', '#fb923c', '#7c2d12'], 'Портрет 6', 'портрет человек portrait person'),
  P('product-box', 'product', ['#f5f7fa', '#c3cfe2', '#4f46e5'], 'Упаковка товара', 'товар продукт коробка product box shop'),
  P('product-bottle', 'product', ['#fef9c3', '#fde047', '#166534'], 'Товар на жёлтом', 'товар продукт магазин product shop'),
  P('product-dark', 'product', ['#434343', '#000000', '#f97316'], 'Товар на тёмном', 'товар продукт премиум product premium'),
  P('food-plate', 'food', ['#fff1eb', '#ace0f9', '#f97316'], 'Блюдо', 'еда ресторан кафе food restaurant'),
  P('food-green', 'food', ['#d4fc79', '#96e6a1', '#15803d'], 'Полезная еда', 'еда здоровье эко food healthy'),
  P('waves-violet', 'waves', ['#c471f5', '#fa71cd', '#ffffff'], 'Волны', 'абстракция волны фон abstract background'),
  P('waves-blue', 'waves', ['#4facfe', '#00f2fe', '#ffffff'], 'Синие волны', 'абстракция волны фон abstract background blue'),
  P('laptop-work', 'laptop', ['#e0c3fc', '#8ec5fc', '#1f2937'], 'Ноутбук', 'ноутбук работа онлайн курс laptop online course'),
];

export const findPhoto = (name: string): PhotoDef | undefined => PHOTOS.find((p) => p.name === name);
export const photoUrl = (name: string): string => `/content-files/stock/${name}.svg`;
