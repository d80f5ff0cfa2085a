import {
  encodeQueclinkCommand,
  queclinkGetInfo,
  queclinkPositionRequest,
  queclinkRestart,
  queclinkSetFrequency,
} from './queclink-encoder';

describe('Queclink command encoder', () => {
  const options = { password: 'gl530mg', serialNumber: '0A1B' };

  it('writes AT+GTRTO for position, restart and information requests', () => {
    expect(queclinkPositionRequest(options)).toBe('AT+GTRTO=gl530mg,1,,,,,,0A1B$');
    expect(queclinkRestart(options)).toBe('AT+GTRTO=gl530mg,3,,,,,,0A1B$');
    expect(queclinkGetInfo(options)).toBe('AT+GTRTO=gl530mg,8,,,,,,0A1B$');
  });

  it('writes the report interval into AT+GTFRI', () => {
    expect(queclinkSetFrequency(120, options)).toBe('AT+GTFRI=gl530mg,1,0,,,0000,0000,,120,120,,,,,0A1B$');
    expect(() => queclinkSetFrequency(1, options)).toThrow(RangeError);
  });

  it('refuses parameters that would break the framing', () => {
    expect(() => encodeQueclinkCommand('GTRTO', ['1,2'], options)).toThrow(RangeError);
    expect(() => encodeQueclinkCommand('GTRTO', ['1$'], options)).toThrow(RangeError);
    expect(() => encodeQueclinkCommand('RTO', [], options)).toThrow(RangeError);
    expect(() => encodeQueclinkCommand('GTRTO', [], { ...options, serialNumber: 'x' })).toThrow(RangeError);
  });
});
