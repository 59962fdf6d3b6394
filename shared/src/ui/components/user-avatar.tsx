import Avatar, { type AvatarProps } from '@mui/material/Avatar';
// Relative, not the `/schemas` subpath: the avatar needs the naming rule, not zod.
import { hasImage, inventorInitials } from '../../schemas/inventor-name';

export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name?: string | null;
  image?: string | null;
  /** Pixel size (width and height); default 40. */
  size?: number;
}

/** The person's photo, else the first two letters of the name in upper case, else 'CN'. */
export function UserAvatar({ name, image, size = 40, alt, sx, ...rest }: UserAvatarProps) {
  const label = alt ?? (name?.trim() || 'User');
  const photo = hasImage(image) ? image : undefined;
  return (
    <Avatar
      src={photo}
      alt={label}
      {...(photo ? {} : { role: 'img', 'aria-label': label })}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', ...sx }}
      {...rest}
    >
      {photo ? undefined : inventorInitials(name)}
    </Avatar>
  );
}
