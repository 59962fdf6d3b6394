import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
// Relative, not the `/schemas` subpath: the avatars need the naming rule, not zod.
import {
  inventorDisplayName,
  inventorLetter,
  inventorOwnName,
  inventorPhoto,
  type NamedInventor,
  type PicturedInventor,
} from '../../schemas/inventor-name';

/** An inventor as lists carry it; `{ id }` alone stands for a failed lookup. */
export interface AvatarInventor extends NamedInventor, PicturedInventor {}

export interface InventorAvatarsProps {
  inventors: readonly AvatarInventor[];
  /** Avatars shown before the '+N' badge; default 4. */
  max?: number;
  /** Makes each avatar a button (e.g. to /inventors/{id}); the click does not reach the row. */
  onAvatarClick?: (id: number) => void;
  size?: number;
}

function InventorAvatar({ inventor, size }: { inventor: AvatarInventor; size: number }) {
  const photo = inventorPhoto(inventor);
  const name = inventorDisplayName(inventor);
  return (
    <Avatar
      src={photo}
      alt={name}
      // Without a photo the letter is the picture: named as the photo would be.
      role={photo ? undefined : 'img'}
      aria-label={photo ? undefined : name}
      sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.light' }}
    >
      {/* No photo: first letter of the name; no name either: MUI's default person icon. */}
      {photo ? undefined : inventorLetter(inventorOwnName(inventor)) || undefined}
    </Avatar>
  );
}

/** Up to `max` inventor avatars plus a '+N' badge for the rest. */
export function InventorAvatars({
  inventors,
  max = 4,
  onAvatarClick,
  size = 32,
}: InventorAvatarsProps) {
  const { t } = useSharedTranslation();
  const shown = inventors.slice(0, Math.max(0, max));
  const hidden = inventors.length - shown.length;
  const overlap = { ml: -0.75, '&:first-of-type': { ml: 0 } };
  const ring = { border: 2, borderColor: 'background.paper', borderRadius: '50%' };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {shown.map((inventor, index) => {
        const name = inventorDisplayName(inventor);
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
        <Tooltip title={t('inventorAvatars.more', { count: hidden })}>
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
