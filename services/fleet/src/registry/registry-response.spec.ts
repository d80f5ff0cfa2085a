import { plugInHybrid } from '../../test/support/registry-stand-in';
import { isSwedishRegistry, registryVehicleSchema, toVehicleInfo } from './registry-response';

describe(toVehicleInfo.name, () => {
  it('maps a plug-in hybrid with two fuels and a share', () => {
    const volvo = plugInHybrid('ABC123', 70);
    expect(toVehicleInfo(registryVehicleSchema.parse(volvo.answer))).toEqual(volvo.info);
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
