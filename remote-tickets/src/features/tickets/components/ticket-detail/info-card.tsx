import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface InfoCardProps {
  label: string;
  value: string;
  icon: ReactNode;
}

/** A small card with a label and a value ('Created', 'Meeting'). */
export function InfoCard({ label, value, icon }: InfoCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, flex: '1 1 240px', maxWidth: { sm: 400 } }}
      aria-label={label}
      role="group"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon}
        <div>
          <Typography variant="caption" color="text.secondary" component="p">
            {label}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {value}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}
