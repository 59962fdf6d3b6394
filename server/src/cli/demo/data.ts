/** Fixed demo content: realistic names, titles and texts (the seed combines them deterministically). */

export interface DemoPerson {
  preferred: string;
  full: string;
  affiliation: 'CIE' | 'UIR';
  variants?: string[];
}

export const DEMO_INVENTOR: DemoPerson & { phone: string; orcid: string } = {
  preferred: 'Amina El Idrissi',
  full: 'Amina El Idrissi',
  affiliation: 'CIE',
  variants: ['A. El Idrissi', 'Amina Idrissi'],
  phone: '0612345678',
  orcid: '0000-0002-1825-0097',
};

export const SECOND_LOGIN = {
  email: 'second@inventor-portal.local',
  password: 'second-inventor-2026',
} as const;

export const SECOND_INVENTOR: DemoPerson = {
  preferred: 'Rachid Ait Ouahmane',
  full: 'Rachid Ait Ouahmane',
  affiliation: 'UIR',
  variants: ['R. Ait Ouahmane'],
};

const cie = (full: string, variants?: string[]): DemoPerson => ({
  preferred: full,
  full,
  affiliation: 'CIE',
  variants,
});
const uir = (full: string, variants?: string[]): DemoPerson => ({
  preferred: full,
  full,
  affiliation: 'UIR',
  variants,
});

/** 38 more inventors: with the two demo users, 40 over CIE and UIR. */
export const PEOPLE: DemoPerson[] = [
  cie('Youssef Alaoui', ['Y. Alaoui']),
  cie('Salma Bennani'),
  cie('Karim Tazi'),
  cie('Zineb Fassi', ['Zineb El Fassi']),
  cie('Omar Chraibi'),
  cie('Leïla Berrada', ['Leila Berrada']),
  cie('Mehdi Lahlou'),
  cie('Hajar Ouazzani'),
  cie('Anas Kettani'),
  cie('Sofia Benjelloun'),
  cie('Hamza Sqalli'),
  cie('Meryem El Amrani'),
  cie('Reda Naciri'),
  cie('Imane Cherkaoui'),
  cie('Ayoub Idrissi'),
  cie('Nour El Houda Skalli', ['Nour Skalli']),
  cie('Ilyas Benkirane'),
  cie('Ghita Lamrani'),
  cie('Adil Zniber'),
  uir('Hélène Dubois', ['Helene Dubois']),
  uir('Julien Moreau'),
  uir('Inès Haddad'),
  uir('Yasmine Kabbaj'),
  uir('Othmane Filali'),
  uir('Chaïmaa Bouzidi', ['Chaimaa Bouzidi']),
  uir('Thomas Lefèvre'),
  uir('Camille Rousseau'),
  uir('Nabil Squalli'),
  uir('Sara El Mansouri'),
  uir('Bilal Hajji'),
  uir('Aïcha Mernissi'),
  uir('Mathieu Girard'),
  uir('Kenza Belhaj'),
  uir('Driss Amrani'),
  uir('Noémie Laurent'),
  uir('Tarik Benslimane'),
  uir('Loubna Rifai'),
  uir('Younes Ouali'),
];

const BASE_TITLES = [
  'Low-cost solar dryer for agricultural produce',
  'Modular brackish water desalination unit',
  'Bio-based thermal insulation panel',
  'Smart drip irrigation controller',
  'Phosphate sludge recovery process',
  'Activated carbon from argan nut shells',
  'Wearable non-invasive glucose monitor',
  'Drone-based crop stress scanner',
  'Hybrid photovoltaic-thermal collector',
  'Fog harvesting mesh for arid regions',
  'Paving block from recycled plastic waste',
  'Cactus mucilage bioplastic film',
  'Portable ECG patch with edge analytics',
  'Date palm fibre reinforced composite',
  'Atmospheric water generator with desiccant wheel',
  'Earthquake-resistant stabilised earth brick',
  'Low-power LoRa soil moisture node',
  'Olive mill wastewater treatment process',
  'Solar-powered cold room for rural cooperatives',
  'Sand-based thermal energy storage',
  'AI-assisted chest X-ray triage',
  'Biodegradable seed coating',
  'Graphene oxide water filter',
  'Passive evaporative cooling facade',
  'Anion-exchange membrane electrolyser',
  'Rubberised asphalt from end-of-life tyres',
  'Photobioreactor for microalgae biofuel',
  'Connected beehive health monitor',
  'Myoelectric prosthetic hand actuator',
  'Anti-soiling coating for PV modules',
];

const QUALIFIERS = [
  'with remote monitoring',
  'with adaptive control',
  'using recycled materials',
  'for low-energy operation',
  'with self-cleaning surface',
];

/** 60 distinct patent titles. */
export const PATENT_TITLES = [
  ...BASE_TITLES,
  ...BASE_TITLES.map((t, i) => `${t} ${QUALIFIERS[i % QUALIFIERS.length]}`),
];

export const REPORT_RESULTS = [
  'Favourable',
  'Favourable with reservations',
  'Unfavourable',
  'Novelty confirmed, inventive step questioned',
  null,
];
export const CONTRACT_TYPES = ['Licence', 'Assignment', 'Co-ownership', 'Research contract', null];
export const SECTORS = [
  'Energy',
  'Health',
  'Agriculture',
  'Water',
  'Materials',
  'ICT',
  'Construction',
];
export const NATURES = ['Invention patent', 'Utility model', 'Industrial design'];

export interface DemoTicketText {
  title: string;
  summary: string;
  context: string;
  problem: string;
}

const ticket = (
  title: string,
  summary: string,
  context: string,
  problem: string,
): DemoTicketText => ({ title, summary, context, problem });

/** 25 ticket ideas of the demo inventor (and 3 of the second user, last). */
export const TICKET_TEXTS: DemoTicketText[] = [
  ticket(
    'Self-cleaning greenhouse film',
    'A hydrophobic film that keeps greenhouse covers clear.',
    'Dust and condensation cut light transmission in Souss greenhouses.',
    'Manual washing is costly and uses scarce water.',
  ),
  ticket(
    'Solar water pump controller',
    'MPPT controller tuned for small borehole pumps.',
    'Smallholders replace diesel pumps with PV.',
    'Off-the-shelf controllers stall at low irradiance.',
  ),
  ticket(
    'Argan press cake valorisation',
    'Turning argan press cake into protein feed.',
    'Cooperatives discard tonnes of press cake every season.',
    'No stable process removes residual saponins.',
  ),
  ticket(
    'Low-cost spirometer',
    'A 3D-printed turbine spirometer with a phone app.',
    'Rural clinics lack lung-function testing.',
    'Commercial spirometers cost more than a month of clinic budget.',
  ),
  ticket(
    'Phosphogypsum road base',
    'Using treated phosphogypsum as road sub-base.',
    'Stockpiles grow near fertiliser plants.',
    'Radioactivity and leaching limits must be met.',
  ),
  ticket(
    'Smart meter for water points',
    'Prepaid NFC meter for shared village taps.',
    'Shared taps are over-used and unpaid.',
    'Existing meters need mains power and GSM coverage.',
  ),
  ticket(
    'Date seed coffee substitute',
    'Roasted date seeds as a caffeine-free beverage.',
    'Date processing leaves seeds as waste.',
    'Roasting profiles give bitter, inconsistent taste.',
  ),
  ticket(
    'Modular mud-brick press',
    'A manual press producing interlocking stabilised bricks.',
    'Rural housing relies on fired bricks with high emissions.',
    'Existing presses are heavy and hard to transport.',
  ),
  ticket(
    'Wind-catcher for classrooms',
    'Passive ventilation tower retrofitted to schools.',
    'Classrooms overheat in June exams.',
    'Air conditioning is unaffordable for public schools.',
  ),
  ticket(
    'Prickly pear seed oil extraction',
    'Cold extraction with higher oil yield.',
    'Seed oil sells at a premium for cosmetics.',
    'Yields are below 5% with current presses.',
  ),
  ticket(
    'Hospital bed occupancy sensor',
    'Pressure mat reporting bed occupancy to a dashboard.',
    'Bed management is done by phone calls.',
    'Nurses lose time locating free beds.',
  ),
  ticket(
    'Compostable fruit crates',
    'Crates moulded from olive pomace and starch.',
    'Plastic crates are lost or burnt after export.',
    'Moulded fibre crates lack stacking strength.',
  ),
  ticket(
    'Dust forecast for PV plants',
    'Short-term dust forecast to schedule panel cleaning.',
    'Noor-class plants clean on a fixed calendar.',
    'Cleaning too early or late wastes water and yield.',
  ),
  ticket(
    'Saffron stigma sorting machine',
    'Vision-based sorting of saffron stigmas.',
    'Taliouine producers sort by hand.',
    'Sorting takes more hours than harvesting.',
  ),
  ticket(
    'Leak detection for drip lines',
    'Acoustic sensor that locates leaks in drip lines.',
    'Farmers lose up to 20% of irrigation water.',
    'Leaks are only found by walking the rows.',
  ),
  ticket(
    'Heat-reflective roof paint',
    'Lime-based paint with high solar reflectance.',
    'Flat roofs overheat top-floor flats.',
    'Imported cool paints are expensive.',
  ),
  ticket(
    'Mobile milk chiller',
    'Ice-battery milk can for collection rounds.',
    'Milk spoils between farm and collection centre.',
    'Grid power is unreliable on collection routes.',
  ),
  ticket(
    'Olive fly trap with camera',
    'Connected trap that counts olive flies.',
    'Spraying is done on a calendar, not on need.',
    'Manual trap counting is slow and irregular.',
  ),
  ticket(
    'Recycled glass water filter media',
    'Crushed bottle glass replacing filter sand.',
    'Sand extraction damages beaches.',
    'Glass media must match sand filtration quality.',
  ),
  ticket(
    'Camel milk powder process',
    'Low-temperature drying preserving proteins.',
    'Camel milk has short shelf life in the south.',
    'Spray drying denatures key proteins.',
  ),
  ticket(
    'Seismic retrofit clamp',
    'Steel clamp for masonry wall corners.',
    'Old medinas have fragile masonry buildings.',
    'Retrofits are invasive and costly.',
  ),
  ticket(
    'Solar cooker with heat storage',
    'Cooker that keeps heat for evening meals.',
    'Families cook after sunset.',
    'Solar cookers are useless after dark.',
  ),
  ticket(
    'Goat health collar',
    'Collar tracking rumination and temperature.',
    'Pastoralists detect disease late.',
    'Vets are far from grazing areas.',
  ),
  ticket(
    'Battery swap station for e-scooters',
    'Compact locker swapping scooter batteries.',
    'Delivery riders wait hours for charging.',
    'Fast charging degrades cheap cells.',
  ),
  ticket(
    'Sea-water cooled data cabinet',
    'Closed-loop cooling for coastal edge servers.',
    'Edge data centres on the coast overheat.',
    'Chillers use a lot of energy and water.',
  ),
  ticket(
    'Bicycle-powered grain mill',
    'Pedal-driven mill for village cooperatives.',
    'Villages travel far to reach a mill.',
    'Diesel mills are noisy and costly to run.',
  ),
  ticket(
    'Wool-based acoustic panel',
    'Acoustic panels from unwashed local wool.',
    'Local wool is burnt for lack of buyers.',
    'Wool must be treated against moths.',
  ),
  ticket(
    'Rainwater first-flush diverter',
    'A passive diverter discarding the first dirty rain.',
    'Rooftop rain harvesting collects dust.',
    'Existing diverters clog and need cleaning.',
  ),
];

export const CO_APPLICANTS = [
  'OCP Innovation',
  'Cooperative Tifawin',
  'MASEN R&D',
  'contact@agritech.example.org',
  'Université Mohammed V',
  'IRESEN',
  'Green Valley SARL',
];
