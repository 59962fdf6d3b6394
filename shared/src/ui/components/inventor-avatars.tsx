import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { hasImage } from './has-image';

/** An inventor as lists carry it; `{ id }` alone stands for a failed lookup. */
export interface AvatarInventor {
  id: number;
  preferred_name?: string | null;
  full_name?: string | null;
  image?: string | null;
  avatar?: string | null;
}

export interface InventorAvatarsProps {
  inventors: readonly AvatarInventor[];
  /** Avatars shown before the '+N' badge; default 4. */
  max?: number;
  /** Makes each avatar a button (e.g. to /inventors/{id}); the click does not reach the row. */
  onAvatarClick?: (id: number) => void;
  size?: number;
}

/** Display name of an inventor; the id when the lookup failed (spec §7). */
export const inventorName = (inventor: AvatarInventor): string =>
  inventor.preferred_name?.trim() || inventor.full_name?.trim() || String(inventor.id);

const photoOf = (inventor: AvatarInventor): string | undefined =>
  hasImage(inventor.image) ? inventor.image : hasImage(inventor.avatar) ? inventor.avatar : undefined;

function InventorAvatar({ inventor, size }: { inventor: AvatarInventor; size: number }) {
  const photo = photoOf(inventor);
  const realName = inventor.preferred_name?.trim() || inventor.full_name?.trim();
  const name = inventorName(inventor);
  return (
    <Avatar
      src={photo}
      alt={name}
      {...(photo ? {} : { role: 'img', 'aria-label': name })}
      sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.light' }}
    >
      {/* No photo: first letter of the name; no name either: MUI's default person icon. */}
      {photo || !realName ? undefined : realName.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** Up to `max` inventor avatars plus a '+N' badge for the rest. */
export function InventorAvatars({ inventors, max = 4, onAvatarClick, size = 32 }: InventorAvatarsProps) {
  const shown = inventors.slice(0, Math.max(0, max));
  const hidden = inventors.length - shown.length;
  const overlap = { ml: -0.75, '&:first-of-type': { ml: 0 } };
  const ring = { border: 2, borderColor: 'background.paper', borderRadius: '50%' };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {shown.map((inventor, index) => {
        const name = inventorName(inventor);
        return (
          <Tooltip key={`${inventor.id}-${index}`} title={name}>
            {onAvatarClick ? (
              <ButtonBase
                aria-label={name}
                onClick={(event: MouseEvent) => {
                  event.stopPropagation();
                  onAvatarClick(inventor.id);
                }}
                onKeyDown={(event) => event.stopPropagation()}
                sx={{ ...ring, ...overlap }}
              >
                <InventorAvatar inventor={inventor} size={size} />
              </ButtonBase>
            ) : (
              <Box component="span" sx={{ display: 'inline-flex', ...ring, ...overlap }}>
                <InventorAvatar inventor={inventor} size={size} />
              </Box>
            )}
          </Tooltip>
        );
      })}
      {hidden > 0 ? (
        <Tooltip title={`${hidden} more`}>
          <Avatar
            sx={{
              width: size,
              height: size,
              fontSize: size * 0.4,
              bgcolor: 'grey.300',
              color: 'text.primary',
              ...ring,
              ...overlap,
            }}
          >
            +{hidden}
          </Avatar>
        </Tooltip>
      ) : null}
    </Box>
  );
}
