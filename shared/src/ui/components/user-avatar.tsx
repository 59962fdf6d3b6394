import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
// Relative, not the `/schemas` subpath: the avatar needs the naming rule, not zod.
import { hasImage, inventorInitials } from '../../schemas/inventor-name';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name?: string | null;
  image?: string | null;
  /** Pixel size (width and height); default 40. */
  size?: number;
  /** Beside the person's name already (a chip, a list line): hidden from screen readers. */
  decorative?: boolean;
}

/**
 * The person's photo, else the first two letters of the name in upper case, else 'CN'; named
 * by `alt`, else the name, else 'User' (unnamed and hidden when `decorative`).
 */
export function UserAvatar({
  name,
  image,
  size = 40,
  alt,
  decorative = false,
  sx,
  ...rest
}: UserAvatarProps) {
  const { t } = useSharedTranslation();
  const label = alt ?? (name?.trim() || t('userAvatar.fallbackName'));
  const photo = hasImage(image) ? image : undefined;
  return (
    <Avatar
      src={photo}
      alt={decorative ? '' : label}
      aria-hidden={decorative || undefined}
      // Without a photo the initials are the picture: named as the photo would be.
      role={photo || decorative ? undefined : 'img'}
      aria-label={photo || decorative ? undefined : label}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', ...sx }}
      {...rest}
    >
      {photo ? undefined : inventorInitials(name)}
    </Avatar>
  );
}
