import type { RouteDefinition } from './route-types';

// Hand-digitised from knowledge of the streets (no street data can be downloaded here): points every 100–300 m,
// closer in curves. Where a route passes a congestion-tax control point, the point of
// libs/contracts/data/toll-stations.json is part of the polyline (commented with its number).

export const STOCKHOLM_ROUTES: readonly RouteDefinition[] = [
  {
    id: 'sthlm-essingeleden',
    city: 'stockholm',
    name: 'Sveavägen – Norrtull – Norra länken – Essingeleden (E4/E20) – Liljeholmsbron – Hornstull',
    legs: [
      {
        // From Kungsgatan north past Sveavägen 44 and Odenplan to Sveaplan, where it bends west to Norrtull.
        road: 'Sveavägen',
        limitKmh: 40,
        points: [
          [59.3372, 18.0615],
          [59.3383, 18.0601],
          [59.3394, 18.0588],
          [59.3406, 18.0574],
          [59.3418, 18.0559],
          [59.343, 18.0545],
          [59.3442, 18.0538],
          [59.3454, 18.053],
          [59.3466, 18.0523],
          [59.3478, 18.0515],
          [59.3487, 18.0508],
          [59.349, 18.049],
          [59.3492, 18.047],
          [59.3494, 18.045],
        ],
      },
      {
        // Norrtull to Karlberg under Hagastaden: Norra länken's tunnel joins Essingeleden at Karlberg.
        road: 'E4/E20 Norra länken',
        limitKmh: 70,
        tunnel: true,
        points: [
          [59.349759, 18.042638], // Tpl Norrtull 401
          [59.3498, 18.042],
          [59.3496, 18.039],
          [59.3492, 18.036],
          [59.3487, 18.033],
          [59.348, 18.03],
          [59.347, 18.027],
          [59.3458, 18.024],
          [59.3445, 18.021],
          [59.3432, 18.018],
        ],
      },
      {
        road: 'E4/E20 Essingeleden',
        limitKmh: 70,
        points: [
          [59.342, 18.0155],
          [59.341, 18.0137],
          [59.340625, 18.012929], // Ekelundsbron 361
          [59.3395, 18.0122],
          [59.338, 18.0113],
          [59.3372, 18.0108],
          [59.336454, 18.010285], // Tpl Kristineberg 351
          [59.3355, 18.0099],
          [59.3345, 18.0097],
          [59.33374, 18.009502], // Tpl Kristineberg 354
          [59.333, 18.0093],
          [59.331263, 18.008941], // Tpl Fredhäll 345
          [59.3303, 18.0082],
          [59.3293, 18.0072],
          [59.3283, 18.0062],
          [59.3272, 18.0053],
          [59.3262, 18.0045],
          [59.3252, 18.0038],
          [59.3245, 18.003],
          [59.3238, 18.0015],
          [59.3232, 18.0],
          [59.3226, 17.9985],
          [59.3218, 17.9975],
          [59.3208, 17.9972],
          [59.3196, 17.9975],
          [59.3184, 17.998],
          [59.317, 17.9988],
          [59.3158, 17.9998],
          [59.3147, 18.0012],
          [59.3137, 18.003],
          [59.3128, 18.005],
          [59.312, 18.0072],
          [59.3112, 18.0095],
          [59.3105, 18.012],
          [59.31, 18.015],
          [59.3097, 18.018],
          [59.3096, 18.021],
        ],
      },
      {
        road: 'Liljeholmsbron – Långholmsgatan',
        limitKmh: 50,
        points: [
          [59.3098, 18.024],
          [59.3103, 18.0262],
          [59.3108, 18.0276],
          [59.31144, 18.028826], // Liljeholmsbron 311
          [59.3122, 18.0297],
          [59.3132, 18.0308],
          [59.3142, 18.0318],
          [59.3151, 18.0327],
          [59.3158, 18.0335],
        ],
      },
    ],
  },
  {
    id: 'sthlm-valhallavagen',
    city: 'stockholm',
    name: 'Bergshamra – E18 Roslagsvägen – Roslagstull – Valhallavägen – Lidingövägen – Ropsten',
    legs: [
      {
        road: 'E18 Roslagsvägen',
        limitKmh: 70,
        points: [
          [59.374, 18.048],
          [59.3726, 18.0492],
          [59.371138, 18.050305], // Tpl Ekhagen 411
          [59.3698, 18.0508],
          [59.3685, 18.0512],
          [59.367, 18.0517],
          [59.365623, 18.052477], // Tpl Frescati 421
          [59.364, 18.0535],
          [59.362978, 18.054632], // Tpl Universitetet 431
          [59.361, 18.0555],
          [59.359, 18.0565],
          [59.357, 18.0572],
          [59.355, 18.0577],
          [59.3535, 18.0579],
        ],
      },
      {
        // From Roslagstull south-east past Tekniska högskolan to Stadion, where Lidingövägen begins.
        road: 'Valhallavägen',
        limitKmh: 50,
        points: [
          [59.352768, 18.058007], // Tpl Roslagstull 441
          [59.3515, 18.0585],
          [59.3502, 18.059],
          [59.3492, 18.0615],
          [59.3482, 18.064],
          [59.3472, 18.0667],
          [59.3463, 18.0694],
          [59.3457, 18.0717],
          [59.3449, 18.0742],
          [59.3442, 18.0767],
          [59.3436, 18.0793],
          [59.343, 18.0818],
        ],
      },
      {
        road: 'Lidingövägen',
        limitKmh: 50,
        points: [
          [59.3442, 18.084],
          [59.3455, 18.0862],
          [59.3468, 18.0884],
          [59.3481, 18.0906],
          [59.3494, 18.0928],
          [59.3507, 18.095],
          [59.352, 18.0972],
          [59.3533, 18.0994],
          [59.3545, 18.1015],
          [59.3556, 18.1033],
          [59.35659, 18.105108], // Ropsten 461
          [59.3572, 18.1075],
          [59.358, 18.11],
        ],
      },
    ],
  },
  {
    id: 'sthlm-skanstull',
    city: 'stockholm',
    name: 'Ringvägen – Skanstull – Skanstullsbron – Johanneshov – Nynäsvägen – Globen',
    legs: [
      {
        road: 'Ringvägen',
        limitKmh: 40,
        points: [
          [59.3177, 18.0497],
          [59.3165, 18.052],
          [59.315, 18.055],
          [59.3135, 18.0585],
          [59.312, 18.0625],
          [59.3108, 18.0665],
          [59.3098, 18.0705],
          [59.309, 18.0735],
          [59.3082, 18.0758],
        ],
      },
      {
        road: 'Skanstullsbron – Nynäsvägen (Rv 73)',
        limitKmh: 60,
        points: [
          [59.3072, 18.0767],
          [59.306332, 18.077467], // Skanstullsbron 291
          [59.3052, 18.0776],
          [59.304, 18.0778],
          [59.303, 18.078],
          [59.3015, 18.0785],
          [59.3, 18.0792],
          [59.2985, 18.08],
          [59.2968, 18.081],
          [59.2952, 18.0818],
          [59.2938, 18.0825],
        ],
      },
    ],
  },
  {
    id: 'sthlm-stadsgarden',
    city: 'stockholm',
    name: 'Slussen – Stadsgårdsleden – Danvikstull – Värmdövägen – Sickla',
    legs: [
      {
        road: 'Stadsgårdsleden',
        limitKmh: 50,
        points: [
          [59.3196, 18.0735],
          [59.3194, 18.0752],
          [59.3192, 18.077],
          [59.319, 18.079],
          [59.3188, 18.081],
          [59.3183, 18.085],
          [59.3178, 18.089],
          [59.3172, 18.093],
          [59.3165, 18.0965],
          [59.3157, 18.0995],
          [59.3148, 18.102],
          [59.314021, 18.103511], // Danvikstull 271
        ],
      },
      {
        road: 'Värmdövägen (Rv 222)',
        limitKmh: 50,
        points: [
          [59.3135, 18.106],
          [59.3132, 18.1075],
          [59.313, 18.109],
          [59.3128, 18.1105],
          [59.3127, 18.112],
          [59.3125, 18.114],
          [59.3123, 18.116],
          [59.3121, 18.118],
          [59.312, 18.12],
        ],
      },
    ],
  },
];
