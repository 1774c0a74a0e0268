/**
 * A tile map of Nigeria: one square per state and the FCT, placed on a grid so neighbours stay
 * roughly where they are (north at the top). Drawn from this table, so it needs no map data and
 * no licence. Codes are INEC's state codes.
 */
export interface StateTile {
  code: string;
  name: string;
  row: number;
  col: number;
}

export const STATE_TILES: StateTile[] = [
  { code: '33', name: 'Sokoto', row: 0, col: 0 },
  { code: '20', name: 'Katsina', row: 0, col: 2 },
  { code: '17', name: 'Jigawa', row: 0, col: 3 },
  { code: '35', name: 'Yobe', row: 0, col: 4 },
  { code: '08', name: 'Borno', row: 0, col: 5 },
  { code: '21', name: 'Kebbi', row: 1, col: 0 },
  { code: '36', name: 'Zamfara', row: 1, col: 1 },
  { code: '19', name: 'Kano', row: 1, col: 2 },
  { code: '05', name: 'Bauchi', row: 1, col: 3 },
  { code: '15', name: 'Gombe', row: 1, col: 4 },
  { code: '02', name: 'Adamawa', row: 1, col: 5 },
  { code: '26', name: 'Niger', row: 2, col: 1 },
  { code: '18', name: 'Kaduna', row: 2, col: 2 },
  { code: '31', name: 'Plateau', row: 2, col: 3 },
  { code: '34', name: 'Taraba', row: 2, col: 4 },
  { code: '30', name: 'Oyo', row: 3, col: 0 },
  { code: '23', name: 'Kwara', row: 3, col: 1 },
  { code: '37', name: 'FCT', row: 3, col: 2 },
  { code: '25', name: 'Nasarawa', row: 3, col: 3 },
  { code: '07', name: 'Benue', row: 3, col: 4 },
  { code: '27', name: 'Ogun', row: 4, col: 0 },
  { code: '29', name: 'Osun', row: 4, col: 1 },
  { code: '13', name: 'Ekiti', row: 4, col: 2 },
  { code: '22', name: 'Kogi', row: 4, col: 3 },
  { code: '14', name: 'Enugu', row: 4, col: 4 },
  { code: '24', name: 'Lagos', row: 5, col: 0 },
  { code: '28', name: 'Ondo', row: 5, col: 1 },
  { code: '12', name: 'Edo', row: 5, col: 2 },
  { code: '04', name: 'Anambra', row: 5, col: 3 },
  { code: '11', name: 'Ebonyi', row: 5, col: 4 },
  { code: '09', name: 'Cross River', row: 5, col: 5 },
  { code: '10', name: 'Delta', row: 6, col: 2 },
  { code: '16', name: 'Imo', row: 6, col: 3 },
  { code: '01', name: 'Abia', row: 6, col: 4 },
  { code: '03', name: 'Akwa Ibom', row: 6, col: 5 },
  { code: '06', name: 'Bayelsa', row: 7, col: 2 },
  { code: '32', name: 'Rivers', row: 7, col: 3 },
];

/** Matches an area from the API to its tile by name ("FEDERAL CAPITAL TERRITORY" is the FCT), else by code. */
export function tileKey(area: { code: string; name: string }): string {
  const name = area.name.toLowerCase().replace(/[^a-z]/g, '');
  if (name === 'federalcapitalterritory' || name === 'fct' || name === 'abuja') return '37';
  const byName = STATE_TILES.find((t) => t.name.toLowerCase().replace(/[^a-z]/g, '') === name);
  return byName?.code ?? area.code.padStart(2, '0');
}
