import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** Spec Dashboard: create, update, add and approve have their own icons; others use update's. */
const ICONS: Record<string, typeof SvgIcon> = {
  create: AddCircleOutlineIcon,
  update: EditOutlinedIcon,
  add: PersonAddAlt1OutlinedIcon,
  approve: CheckCircleOutlineIcon,
};

export function ActivityIcon({ type }: { type: string }) {
  const known = Object.hasOwn(ICONS, type);
  const Icon = known ? ICONS[type] : ICONS.update;
  return <Icon fontSize="small" data-testid={`activity-icon-${known ? type : 'update'}`} />;
}
