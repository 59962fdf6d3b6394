import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '@inventor-portal/shared/i18n';
import type { Comment } from '@inventor-portal/shared/schemas';
import { RelativeTime } from '@inventor-portal/shared/ui';

/**
 * One comment of the thread (a list item): author, role, when, and the text with its line
 * breaks. The office's comments are marked: a labelled chip and a tinted, bordered card.
 */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useSharedTranslation();
  const office = comment.author.role === 'office';
  return (
    <Box
      component="li"
      data-testid="comment"
      data-role={comment.author.role}
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: office ? 'secondary.main' : 'divider',
        bgcolor: office ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 0.5 }}>
        <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {comment.author.name}
        </Typography>
        {office ? (
          <Chip
            size="small"
            color="secondary"
            label={t('discussion.roles.office')}
            sx={{ height: 20 }}
          />
        ) : (
          <Typography component="span" variant="caption" color="text.secondary">
            {t('discussion.roles.inventor')}
          </Typography>
        )}
        <Typography component="span" variant="caption" color="text.secondary">
          <RelativeTime value={comment.created_at} />
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Typography>
    </Box>
  );
}
