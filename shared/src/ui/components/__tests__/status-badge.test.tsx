import { act, screen } from '@testing-library/react';
import { i18n } from '@inventor-portal/shared/i18n';
import { renderWithTheme } from '@shared/test-utils/render';
import { statusColors } from '../../theme/palette';
import { StatusBadge } from '../status-badge';

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', statusColors.pending],
    ['approved', 'Approved', statusColors.approved],
    ['refused', 'Refused', statusColors.refused],
    ['needs_info', 'Needs information', statusColors.needs_info],
    ['in review', 'In review', statusColors.other],
    ['APPROVED', 'Approved', statusColors.approved],
  ])('shows %s capitalised as %s in its colour', (status, label, colors) => {
    renderWithTheme(<StatusBadge status={status} />);
    const badge = screen.getByText(label).closest('.MuiChip-root') as HTMLElement;
    expect(badge).toHaveStyle({ backgroundColor: colors.background, color: colors.text });
  });

  it('shows needs_info in French as the information the office asked for', async () => {
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    try {
      renderWithTheme(<StatusBadge status="needs_info" />);
      expect(screen.getByText('Informations demandées')).toBeInTheDocument();
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('uses yellow for pending, blue for needs_info, green for approved, red for refused and grey otherwise', () => {
    // Guards the palette itself against a swap of the hues.
    expect(statusColors.pending.background).toBe('#fef9c3');
    expect(statusColors.approved.background).toBe('#dcfce7');
    expect(statusColors.refused.background).toBe('#fee2e2');
    expect(statusColors.needs_info.background).toBe('#dbeafe');
    expect(statusColors.other.background).toBe('#f3f4f6');
  });
});
