import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormGroupProps {
  legend: string;
  hint?: string;
  children: ReactNode;
}

/**
 * A fieldset named by its legend: the inputs of one question are one group for assistive
 * technology, without adding headings to the form's outline.
 */
export function FormGroup({ legend, hint, children }: FormGroupProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: hint ? 0.25 : 1 }}>
        {legend}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
