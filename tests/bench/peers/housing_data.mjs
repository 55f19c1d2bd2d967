// The fit workload's data: median_income and median_house_value / 1000 of a
// California housing CSV (header row, comma-separated numbers).
import { readFileSync } from 'node:fs';

export function readHousing(file) {
  const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const names = header.split(',').map((name) => name.trim().replace(/^"|"$/g, ''));
  const income = names.indexOf('median_income');
  const value = names.indexOf('median_house_value');
  if (income < 0 || value < 0) throw new Error(`${file} has no median_income and median_house_value columns`);
  const x = new Float32Array(rows.length);
  const y = new Float32Array(rows.length);
  rows.forEach((row, i) => {
    const cells = row.split(',');
    x[i] = Number(cells[income]);
    y[i] = Number(cells[value]) / 1000;
  });
  return { x, y };
}
