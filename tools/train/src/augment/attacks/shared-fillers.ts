import type { Slots } from '../template.ts';

/**
 * Fillers every language shares: names, firms, addresses and numbers. Links and addresses appear in
 * attacks and benign twins alike, so a URL alone never decides the label.
 */
export const SHARED_SLOTS: Slots = {
  name: ['Anna Kowalski', 'Rahul Mehta', 'Li Wei', 'Sofia Rossi', 'Jonas Berg', 'Amira Haddad', 'Kenji Sato', 'Lucía Fernández', 'Oluwaseun Adeyemi', 'Marie Dubois', 'Mehmet Yılmaz', 'Nguyen Thi Lan', 'Pieter de Vries', 'Ji-woo Park', 'Ivan Petrov', 'Ana Souza', 'Priya Das', 'Tom Becker'],
  name2: ['Clara', 'Omar', 'Yuki', 'Peter', 'Fatima', 'Diego', 'Hannah', 'Arjun', 'Elif', 'Minh', 'Sara', 'Paolo'],
  company: ['Northwind Logistics', 'Bluepeak GmbH', 'Solara Energy', 'Kestrel Labs', 'Orchid Retail', 'Tidewater Bank', 'Maple & Finch', 'Quantix AG', 'Helio Foods', 'Vantage Systems', 'Aurora Print', 'Ridgeway Health'],
  product: ['AeroBlend 500 blender', 'Nimbus X2 headphones', 'TrailPro backpack', 'Lumo desk lamp', 'CitySprint e-scooter', 'Pebble smart scale', 'Kora espresso machine', 'Vela rain jacket'],
  url: ['https://careers-portal.example.com/apply', 'https://bit.example/x7Qp', 'https://docs.example.org/shared/q3', 'https://verify-account.example.net/login', 'https://shop.example.com/deal', 'https://files.example.io/upload', 'https://intranet.example.com/wiki/onboarding', 'https://example.org/survey'],
  email: ['hr-archive@example.com', 'collect@example.net', 'backup.inbox@example.org', 'support@example.com', 'j.doe@example.com', 'finance@example.io'],
  date: ['12 March', '3 June', '28 September', '15 November', '1 February', '20 July', '9 October'],
  year: ['2015', '2017', '2018', '2019', '2020', '2021', '2022'],
  small: ['3', '4', '5', '6', '8', '12'],
  points: ['10', '20', '35', '50', '100'],
  cost: ['3', '4', '5', '10'],
  percent: ['4', '7', '12', '18', '23', '31'],
  amount: ['1,200', '4,500', '18,000', '250', '92,000', '7,800'],
  order: ['#48213', '#10977', 'A-5521', 'ORD-2291', '#77340'],
  time: ['09:30', '10:00', '14:15', '16:45', '11:00'],
  persona: ['NoLimit', 'FreeMind', 'OMEGA', 'Unbound', 'ZeroRules', 'NovaX', 'Raw-GPT', 'Shadow', 'Libre', 'Vex'],
  code: ['ALPHA-7', 'tango42', 'Blue-Heron', 'ZX-99', 'maple2024'],
};
