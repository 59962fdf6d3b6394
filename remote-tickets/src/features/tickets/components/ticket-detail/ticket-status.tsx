import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { StatusBadge } from '@inventor-portal/shared/ui';

const ICONS = {
  pending: <HourglassEmptyIcon />,
  needs_info: <FeedbackOutlinedIcon />,
  approved: <CheckCircleOutlineIcon />,
  refused: <CancelOutlinedIcon />,
} as const;

const iconOf = (status: string) =>
  ICONS[status.trim().toLowerCase() as keyof typeof ICONS] ?? <HelpOutlineIcon />;

/** The shared status pill with an icon per status (spec §2 "Ticket detail"). */
export function TicketStatus({ status }: { status: string }) {
  return <StatusBadge status={status} icon={iconOf(status)} size="medium" />;
}
