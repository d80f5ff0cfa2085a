import { ErrorCode } from '@fleetlog/contracts';
import { thrownCode } from '@fleetlog/testing';

import { assertSupported, commandText, protocolOf } from './command-texts';

describe('command texts on the wire', () => {
  it('knows the GL530MG as Queclink and the rest of the hardware list as Teltonika', () => {
    expect(protocolOf('GL530MG')).toBe('QUECLINK');
    expect(protocolOf('gl530mg')).toBe('QUECLINK');
    expect(protocolOf('FMB920')).toBe('TELTONIKA');
    expect(protocolOf('TAT100')).toBe('TELTONIKA');
  });

  it('writes Teltonika SMS/GPRS command texts for Codec 12', () => {
    expect(commandText('RESTART', 'TELTONIKA', 7)).toBe('cpureset');
    expect(commandText('GET_INFO', 'TELTONIKA', 7)).toBe('getinfo');
    expect(commandText('WEB_CONNECT', 'TELTONIKA', 7)).toBe('web_connect');
    expect(commandText('UPDATE_POSITION', 'TELTONIKA', 7)).toBe('getrecord');
  });

  it('sets the on-stop periods of every operator mode to the frequency in seconds', () => {
    expect(commandText('SET_FREQUENCY', 'TELTONIKA', 7, 6)).toBe(
      'setparam 10000:21600;10005:21600;10100:21600;10105:21600;10200:21600;10205:21600',
    );
  });

  it('writes @Track commands with a serial number from the command id', () => {
    expect(commandText('RESTART', 'QUECLINK', 0x1a2b)).toBe('AT+GTRTO=gl530mg,3,,,,,,1A2B$');
    expect(commandText('UPDATE_POSITION', 'QUECLINK', 0x11a2b)).toBe('AT+GTRTO=gl530mg,1,,,,,,1A2B$');
    expect(commandText('GET_INFO', 'QUECLINK', 5)).toBe('AT+GTRTO=gl530mg,B,,,,,,0005$');
    const frequency = commandText('SET_FREQUENCY', 'QUECLINK', 5, 12);
    expect(frequency.startsWith('AT+GTFRI=gl530mg,1,')).toBe(true);
    expect(frequency).toContain(',43200,');
    expect(frequency.endsWith(',0005$')).toBe(true);
  });

  it('refuses web-connect for Queclink, which has no FOTA WEB', () => {
    expect(thrownCode(() => assertSupported('WEB_CONNECT', 'QUECLINK'))).toBe(ErrorCode.DEVICE_FORBIDDEN);
    expect(thrownCode(() => commandText('WEB_CONNECT', 'QUECLINK', 1))).toBe(ErrorCode.DEVICE_FORBIDDEN);
  });

  it('needs the hours for a frequency change', () => {
    expect(() => commandText('SET_FREQUENCY', 'TELTONIKA', 1, null)).toThrow('frequency');
  });
});
