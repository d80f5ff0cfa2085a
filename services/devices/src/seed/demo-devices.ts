/** Which demo organisation (by name, as auth's seed creates them) a demo device belongs to. */
export type DemoOwner = 'STOCK' | 'Demo Åkeri AB' | 'Nordbygg AB';

export interface DemoDevice {
  imei: string;
  iccid: string;
  phone: string;
  deviceType: string;
  owner: DemoOwner;
  /** Install into the next free vehicle of the owner (when fleet has one). */
  install?: boolean;
  retired?: boolean;
}

// IMEIs in a range no real unit uses (TAC 35000000); ICCIDs with the 8946 (Sweden) prefix.
export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    imei: '350000000000011',
    iccid: '89460000000000000011',
    phone: '+46700000011',
    deviceType: 'FMB001',
    owner: 'STOCK',
  },
  {
    imei: '350000000000029',
    iccid: '89460000000000000029',
    phone: '+46700000029',
    deviceType: 'FMC001',
    owner: 'STOCK',
  },
  { imei: '350000000000037', iccid: '', phone: '+46700000037', deviceType: 'TAT100', owner: 'STOCK' },
  {
    imei: '350000000000045',
    iccid: '89460000000000000045',
    phone: '+46700000045',
    deviceType: 'FMB920',
    owner: 'Demo Åkeri AB',
  },
  {
    imei: '350000000000052',
    iccid: '89460000000000000052',
    phone: '+46700000052',
    deviceType: 'FMT100',
    owner: 'Demo Åkeri AB',
  },
  {
    imei: '350000000000060',
    iccid: '89460000000000000060',
    phone: '+46700000060',
    deviceType: 'FMC001',
    owner: 'Demo Åkeri AB',
    install: true,
  },
  {
    imei: '350000000000078',
    iccid: '89460000000000000078',
    phone: '+46700000078',
    deviceType: 'FMB001',
    owner: 'Demo Åkeri AB',
    install: true,
  },
  {
    imei: '350000000000086',
    iccid: '89460000000000000086',
    phone: '+46700000086',
    deviceType: 'FMM001',
    owner: 'Nordbygg AB',
  },
  {
    imei: '350000000000094',
    iccid: '89460000000000000094',
    phone: '+46700000094',
    deviceType: 'FMC230',
    owner: 'Nordbygg AB',
    install: true,
  },
  {
    imei: '350000000000102',
    iccid: '',
    phone: '+46700000102',
    deviceType: 'GL530MG',
    owner: 'Demo Åkeri AB',
    retired: true,
  },
  // The simulated fleet's @Track tracker (the gateway's Queclink port), in the organisation's third car.
  {
    imei: '350000000000113',
    iccid: '89460000000000000113',
    phone: '+46700000113',
    deviceType: 'GL530MG',
    owner: 'Demo Åkeri AB',
    install: true,
  },
];
