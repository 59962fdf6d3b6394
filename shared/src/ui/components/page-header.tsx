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
      {/* On a line of its own (a phone), the action is as wide as the header at most: its buttons
          wrap instead of pushing the page sideways. */}
      {action ? <Box sx={{ flexShrink: 0, minWidth: 0, maxWidth: '100%' }}>{action}</Box> : null}
    </Box>
  );
}
