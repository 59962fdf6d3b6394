import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** E.g. a 'Create Ticket' link button. */
  action?: ReactNode;
}

/** Hero header of a page: h1 heading, a sentence, an optional action on the right. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        p: { xs: 3, md: 4 },
        mb: 3,
        borderRadius: 3,
        color: 'primary.contrastText',
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography variant="h1">{title}</Typography>
        {description ? (
          <Typography sx={{ mt: 1, opacity: 0.95, maxWidth: 720 }}>{description}</Typography>
        ) : null}
      </Box>
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Box>
  );
}
