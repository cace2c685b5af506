import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AthleteAvatar } from '../../../components/ui/AthleteAvatar';
import { SectionCard } from '../../../components/ui/SectionCard';
import type { ReportAthlete } from '../../../components/charts/reportAthlete';

export interface HeatmapPitch {
  lengthM: number;
  widthM: number;
  pitchBackgroundUrl: string;
}

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/** An athlete's heat map for one period, laid over the drawing of the pitch. */
export function HeatmapCard({
  athlete,
  periodName,
  played,
  heatmapUrl,
  pitch,
}: {
  athlete: ReportAthlete;
  periodName: string;
  played: boolean;
  heatmapUrl: string | null;
  pitch: HeatmapPitch;
}) {
  return (
    <SectionCard
      component="figure"
      aria-label={`${athlete.name}, ${periodName}`}
      leading={<AthleteAvatar athlete={athlete} size={32} />}
      title={athlete.name}
      subtitle={periodName}
      sx={{ p: 2 }}
    >
      {/* Both images cover exactly the pitch rectangle, so one aspect ratio lines them up. */}
      <Box
        sx={{
          position: 'relative',
          aspectRatio: `${pitch.lengthM} / ${pitch.widthM}`,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.200',
        }}
      >
        <Box component="img" src={pitch.pitchBackgroundUrl} alt="" sx={fill} />
        {heatmapUrl ? (
          <Box
            component="img"
            src={heatmapUrl}
            alt={`Heat map of ${athlete.name}, ${periodName}`}
            loading="lazy"
            sx={fill}
          />
        ) : (
          <Box
            sx={{
              ...fill,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(11, 31, 51, 0.45)',
            }}
          >
            <Typography sx={{ color: 'common.white', fontWeight: 600, px: 2, textAlign: 'center' }}>
              {played ? 'No heat map for this period' : 'Did not play in this period'}
            </Typography>
          </Box>
        )}
      </Box>
    </SectionCard>
  );
}
