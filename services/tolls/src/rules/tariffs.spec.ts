import { congestionAmount, infrastructureFee } from './tariffs';

const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('congestionAmount', () => {
  const clocks = ['05:59', '06:00', '06:29', '06:30', '07:00', '08:29', '08:30', '09:00', '09:30', '14:59'];
  const evening = ['15:00', '15:30', '16:00', '17:29', '17:30', '18:00', '18:29', '18:30', '23:59', '00:00'];

  it('reads the Stockholm inner-city table, high and low season', () => {
    expect(clocks.map((clock) => congestionAmount('stockholm-inner', 'high', at(clock)))).toEqual([
      0, 15, 15, 30, 45, 45, 30, 20, 11, 11,
    ]);
    expect(evening.map((clock) => congestionAmount('stockholm-inner', 'high', at(clock)))).toEqual([
      20, 30, 45, 45, 30, 20, 20, 0, 0, 0,
    ]);
    expect(clocks.map((clock) => congestionAmount('stockholm-inner', 'low', at(clock)))).toEqual([
      0, 15, 15, 25, 35, 35, 25, 15, 11, 11,
    ]);
    expect(evening.map((clock) => congestionAmount('stockholm-inner', 'low', at(clock)))).toEqual([
      15, 25, 35, 35, 25, 15, 15, 0, 0, 0,
    ]);
  });

  it('reads the Essingeleden table, high and low season', () => {
    expect(clocks.map((clock) => congestionAmount('stockholm-essingeleden', 'high', at(clock)))).toEqual([
      0, 15, 15, 27, 40, 40, 27, 20, 11, 11,
    ]);
    expect(evening.map((clock) => congestionAmount('stockholm-essingeleden', 'high', at(clock)))).toEqual([
      20, 27, 40, 40, 27, 20, 20, 0, 0, 0,
    ]);
    expect(clocks.map((clock) => congestionAmount('stockholm-essingeleden', 'low', at(clock)))).toEqual([
      0, 15, 15, 22, 30, 30, 22, 15, 11, 11,
    ]);
    expect(evening.map((clock) => congestionAmount('stockholm-essingeleden', 'low', at(clock)))).toEqual([
      15, 22, 30, 30, 22, 15, 15, 0, 0, 0,
    ]);
  });

  it('reads the Göteborg table, the same all year', () => {
    const times = ['05:59', '06:00', '06:30', '07:00', '07:59', '08:00', '08:30', '14:59', '15:00', '15:30'];
    const later = ['16:59', '17:00', '17:59', '18:00', '18:29', '18:30'];
    for (const season of ['high', 'low'] as const) {
      expect(times.map((clock) => congestionAmount('gothenburg', season, at(clock)))).toEqual([
        0, 9, 16, 22, 22, 16, 9, 9, 16, 22,
      ]);
      expect(later.map((clock) => congestionAmount('gothenburg', season, at(clock)))).toEqual([22, 16, 16, 9, 9, 0]);
    }
  });
});

describe('infrastructureFee', () => {
  it('charges Sundsvall 9/20 and Motala 5/11 by vehicle class', () => {
    expect(infrastructureFee('sundsvall-infra', 'car')).toBe(9);
    expect(infrastructureFee('sundsvall-infra', 'heavy')).toBe(20);
    expect(infrastructureFee('motala-infra', 'car')).toBe(5);
    expect(infrastructureFee('motala-infra', 'heavy')).toBe(11);
  });
});
