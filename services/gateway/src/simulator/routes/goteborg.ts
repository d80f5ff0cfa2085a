import type { RouteDefinition } from './route-types';

// Hand-digitised like the Stockholm routes (see stockholm.ts); control points of toll-stations.json are part of the
// polylines where a route passes them.

export const GOTEBORG_ROUTES: readonly RouteDefinition[] = [
  {
    id: 'gbg-e6-tingstad',
    city: 'goteborg',
    name: 'Tagene – E6 – Tingstadstunneln – Olskroksmotet – E6 Kungsbackaleden – Mölndal',
    legs: [
      {
        road: 'E6 Hisingen',
        limitKmh: 90,
        points: [
          [57.764, 11.988],
          [57.762, 11.9883],
          [57.76, 11.9886],
          [57.758, 11.9888],
          [57.756, 11.989],
          [57.754, 11.9891],
          [57.752, 11.9892],
          [57.7498, 11.9891],
          [57.747641, 11.988938], // Backadalen 581
          [57.7458, 11.9885],
          [57.744, 11.988],
          [57.742, 11.9874],
          [57.74, 11.9868],
          [57.738, 11.986],
          [57.736, 11.9852],
          [57.7335, 11.984],
          [57.73202, 11.98332], // Tingstadsmotet 591
          [57.7305, 11.9834],
          [57.729, 11.9836],
          [57.7275, 11.9838],
          [57.7258, 11.9844],
        ],
      },
      {
        road: 'E6 Tingstadstunneln',
        limitKmh: 70,
        tunnel: true,
        points: [
          [57.7243, 11.985],
          [57.7228, 11.9858],
          [57.7213, 11.9868],
          [57.7198, 11.9882],
        ],
      },
      {
        road: 'E6 Olskroksmotet – Kungsbackaleden',
        limitKmh: 70,
        points: [
          [57.7184, 11.99],
          [57.717, 11.9922],
          [57.7158, 11.9939],
          [57.714789, 11.994947], // Olskroksmotet 681
          [57.713, 11.996],
          [57.711, 11.9968],
          [57.709298, 11.997061], // Willinsbron 701
          [57.7075, 11.9971],
          [57.7055, 11.9972],
          [57.7035, 11.9972],
          [57.7015, 11.9972],
          [57.6995, 11.9972],
          [57.697881, 11.997232], // Örgrytevägen 711
          [57.696, 11.9977],
          [57.694, 11.9985],
          [57.692, 11.9993],
          [57.689872, 12.000683], // Kungsbackaleden 721
          [57.6875, 12.0015],
          [57.685, 12.0025],
          [57.6835, 12.0032],
          [57.682, 12.004],
          [57.6805, 12.0047],
          [57.679, 12.0055],
          [57.6775, 12.0062],
          [57.676, 12.007],
          [57.6745, 12.0077],
          [57.673, 12.0085],
        ],
      },
    ],
  },
  {
    id: 'gbg-e20-gotaalvbron',
    city: 'goteborg',
    name: 'Härlanda – E20 Alingsåsleden – Olskroksmotet – Götaleden – Hisingsbron – Hjalmar Brantingsgatan',
    legs: [
      {
        road: 'E20 Alingsåsleden',
        limitKmh: 70,
        points: [
          [57.725, 12.035],
          [57.7242, 12.031],
          [57.723, 12.027],
          [57.722, 12.023],
          [57.721, 12.019],
          [57.7202, 12.0155],
          [57.7195, 12.012],
          [57.7188, 12.009],
          [57.7182, 12.006],
          [57.7176, 12.0033],
          [57.7172, 12.001],
          [57.7169, 11.9988],
          [57.716804, 11.996882], // E20 Alingsåsleden 661
          [57.7162, 11.9955],
          [57.7155, 11.9945],
        ],
      },
      {
        road: 'E45 Götaleden',
        limitKmh: 50,
        points: [
          [57.7152, 11.9922],
          [57.715, 11.99],
          [57.7145, 11.9875],
          [57.714, 11.985],
          [57.7135, 11.9825],
          [57.713, 11.98],
          [57.7125, 11.9775],
          [57.712, 11.975],
          [57.7115, 11.973],
          [57.711, 11.971],
        ],
      },
      {
        // Hisingsbron replaced Götaälvbron in 2021, a few metres upstream: the crossing of the brief's Götaälvbron.
        road: 'Hisingsbron (Götaälvbron) – Hjalmar Brantingsgatan',
        limitKmh: 50,
        points: [
          [57.7118, 11.9706],
          [57.7125, 11.97],
          [57.7135, 11.969],
          [57.7149, 11.9679],
          [57.716, 11.9668],
          [57.717, 11.9655],
          [57.718, 11.964],
          [57.719, 11.962],
          [57.7197, 11.96],
          [57.720237, 11.958067], // Hjalmar Brantingsgatan 551
          [57.7215, 11.9555],
          [57.723, 11.9525],
        ],
      },
    ],
  },
  {
    id: 'gbg-alvsborgsbron',
    city: 'goteborg',
    name: 'Eriksberg – Älvsborgsbron – Oscarsleden – Stigberget – Masthugget',
    legs: [
      {
        road: 'Älvsborgsbron (Rv 155)',
        limitKmh: 70,
        points: [
          [57.703, 11.9025],
          [57.702, 11.9017],
          [57.701, 11.901],
          [57.7, 11.9003],
          [57.699, 11.8998],
          [57.698, 11.8994],
          [57.697, 11.8992],
          [57.696, 11.899],
          [57.694935, 11.898962], // Älvsborgsbron 501, the north end of the bridge
          [57.6935, 11.8998],
          [57.6921, 11.9006],
          [57.6908, 11.9014], // mid-span
          [57.6894, 11.9022],
          [57.688, 11.903],
          [57.6868, 11.9037],
        ],
      },
      {
        // Down from the bridge at Klippan and east along the river to Stigberget.
        road: 'E45 Oscarsleden',
        limitKmh: 60,
        points: [
          [57.6864, 11.905],
          [57.6872, 11.9062],
          [57.6882, 11.908],
          [57.6893, 11.911],
          [57.6905, 11.914],
          [57.6918, 11.917],
          [57.6931, 11.92],
          [57.6944, 11.9228],
          [57.6957, 11.9255],
          [57.697, 11.9282],
          [57.6982, 11.931],
          [57.6992, 11.9338],
          [57.699937, 11.935893], // E45 Oscarsleden 481
          [57.7004, 11.9375],
          [57.7008, 11.939],
          [57.7012, 11.941],
          [57.7015, 11.943],
          [57.7018, 11.945],
          [57.702, 11.947],
        ],
      },
    ],
  },
];
