import { Get } from '@nestjs/common';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint } from '../common/endpoint';
import { toJournalEntryJson } from '../journal/journal.controller';
import {
  type SpeedJourneyJson,
  SpeedJourneySchema,
  type SpeedLogAccessJson,
  SpeedLogAccessSchema,
  type TripRouteJson,
  TripRouteSchema,
} from './geo.schemas';
import { type TripTrack, TripTrackService } from './trip-track.service';

/** km/h → m/s (spec 02 §3 "Speed journey" answers metres per second; the panel shows × 3.6). */
const KMH_TO_MS = 1 / 3.6;

/** A trip's path on the map (spec 02 §2.2 route panel) and its speed journey (§2.3 speed log, §7 GET /geo/trip/{id}). */
@AuthenticatedController('geo', 'api')
export class GeoController {
  constructor(private readonly tracks: TripTrackService) {}

  @Get('geo/speed-log-access')
  @Endpoint('Whether the caller may open speed logs (ROOT, or the user or organisation speed-report switch)', {
    ok: SpeedLogAccessSchema,
  })
  async speedLogAccess(@Caller() caller: CallerContext): Promise<SpeedLogAccessJson> {
    return { allowed: await this.tracks.speedLogAllowed(caller) };
  }

  @Get('geo/trip/:id')
  @Endpoint("A trip's speed journey: its path with the time and speed of each fix", {
    id: 'Journal (trip) id',
    ok: SpeedJourneySchema,
    description:
      'JOURNAL_MISSING (404) for a trip the caller does not see; NO_ACCESS_TO_FEATURE (403) without the speed ' +
      "log; PRIVATE_TRIP_DIFFERENT_USER (403) for another driver's private trip.",
    errors: [403],
  })
  async speedJourney(@IdParam() id: number, @Caller() caller: CallerContext): Promise<SpeedJourneyJson> {
    await this.tracks.assertSpeedLogAllowed(caller);
    const track = await this.tracks.track(caller, id);
    return {
      journal: toJournalEntryJson(track.entry),
      features: track.points.length === 0 ? [] : [toFeature(track, true)],
      thinned: track.thinned,
    };
  }

  @Get('journal/:id/route')
  @Endpoint("A trip's path for the route panel (no speeds)", {
    id: 'Journal (trip) id',
    ok: TripRouteSchema,
    description:
      "JOURNAL_MISSING (404) for a trip the caller does not see; PRIVATE_TRIP_DIFFERENT_USER (403) for another driver's private trip.",
    errors: [403],
  })
  async route(@IdParam() id: number, @Caller() caller: CallerContext): Promise<TripRouteJson> {
    const track = await this.tracks.track(caller, id);
    return {
      journal: toJournalEntryJson(track.entry),
      features: track.points.length === 0 ? [] : [toFeature(track, false)],
      thinned: track.thinned,
    };
  }
}

function toFeature(track: TripTrack, withVelocities: true): SpeedJourneyJson['features'][number];
function toFeature(track: TripTrack, withVelocities: false): TripRouteJson['features'][number];
function toFeature(track: TripTrack, withVelocities: boolean) {
  const coordinates = track.points.map((point): [number, number] => [point.longitude, point.latitude]);
  const timestamps = track.points.map((point) => Number(point.timestampMs));
  const geometry = { type: 'LineString' as const, coordinates };
  if (!withVelocities) return { type: 'Feature' as const, geometry, properties: { timestamps } };
  const velocities = track.points.map((point) =>
    point.speedKmh === undefined ? null : Math.round(point.speedKmh * KMH_TO_MS * 1000) / 1000,
  );
  return { type: 'Feature' as const, geometry, properties: { timestamps, velocities } };
}
