import { isSwedishRegistry, registryVehicleSchema, toVehicleInfo } from './registry-response';

describe(toVehicleInfo.name, () => {
  it('maps a plug-in hybrid with two fuels and a share', () => {
    const info = toVehicleInfo(
      registryVehicleSchema.parse({
        registration_number: 'ABC123',
        make: 'Volvo',
        model: 'V60',
        model_year: 2021,
        hybrid: true,
        primary_fuel_share_percent: 70,
        fuels: [
          { fuel: 'Bensin', unit: 'l/100km', consumption: 2.1, co2_g_km: 48 },
          { fuel: 'El', unit: 'kWh/100km', consumption: 18.5, co2_g_km: 0 },
        ],
      }),
    );
    expect(info).toEqual({
      fuel1: { svName: 'Bensin', consumptionUnit: 'l/100km' },
      fuel2: { svName: 'El', consumptionUnit: 'kWh/100km' },
      consumption1: 2.1,
      consumption2: 18.5,
      co2GKm1: 48,
      co2GKm2: 0,
      proportion1: 70,
      brand: 'Volvo',
      model: 'V60',
      modelYear: 2021,
      hybrid: true,
    });
  });

  it('defaults the share to 100 for one fuel', () => {
    const info = toVehicleInfo(
      registryVehicleSchema.parse({ registration_number: 'DEF456', fuels: [{ fuel: 'Diesel', consumption: 7 }] }),
    );
    expect(info).toMatchObject({ proportion1: 100, fuel2: undefined, consumption1: 7, hybrid: false });
  });
});

describe(isSwedishRegistry.name, () => {
  it('accepts standard and personal Swedish plates', () => {
    expect(isSwedishRegistry('ABC123')).toBe(true);
    expect(isSwedishRegistry('ABC12A')).toBe(true);
    expect(isSwedishRegistry('ÅSA1')).toBe(true);
  });
  it('refuses what no Swedish plate looks like', () => {
    expect(isSwedishRegistry('12345')).toBe(false);
    expect(isSwedishRegistry('ABCDEFGH1')).toBe(false);
    expect(isSwedishRegistry('ØLE12')).toBe(false);
  });
});
