import Alert from '@mui/material/Alert';
import TablePagination from '@mui/material/TablePagination';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@inventor-portal/shared/i18n';
import { renderWithTheme } from '@shared/test-utils/render';
import { ErrorPanel } from '../error-panel';
import { formatDate, formatDateTime, formatRelativeTime } from '../format-date';
import { InventorAvatars } from '../inventor-avatars';
import { LoadingScreen } from '../loading-screen';
import { Pager } from '../pager';
import { RelativeTime } from '../relative-time';
import { StatusBadge } from '../status-badge';
import { UserAvatar } from '../user-avatar';

const toFrench = () => act(() => i18n.changeLanguage('fr'));
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the UI kit in French', () => {
  beforeEach(toFrench);

  it("shows the pager as 'Page X sur Y' with French buttons", () => {
    renderWithTheme(<Pager page={2} count={7} pageSize={3} onPageChange={jest.fn()} />);
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toHaveTextContent('Précédente');
    expect(screen.getByRole('button', { name: 'Page suivante' })).toHaveTextContent('Suivante');
  });

  it("offers 'Réessayer' on an error panel", async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorPanel message="Impossible de charger." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the loading screen in French', () => {
    renderWithTheme(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Préparation de votre espace inventeur…');
  });

  it.each([
    ['pending', 'ticket', 'En attente'],
    ['approved', 'ticket', 'Approuvée'],
    ['refused', 'ticket', 'Refusée'],
    ['needs_info', 'ticket', 'Informations demandées'],
    ['approved', 'patent', 'Approuvé'],
    ['REFUSED', 'patent', 'Refusé'],
    ['in review', 'ticket', 'In review'],
  ] as const)('shows the status %s of a %s as %s', (status, of, label) => {
    renderWithTheme(<StatusBadge status={status} of={of} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("names an avatar without a name 'Utilisateur'", () => {
    renderWithTheme(<UserAvatar name="" />);
    expect(screen.getByRole('img', { name: 'Utilisateur' })).toHaveTextContent('CN');
  });

  it("tells how many inventors the '+N' badge hides", async () => {
    const inventors = [1, 2, 3, 4, 5, 6].map((id) => ({ id, preferred_name: `Nom ${id}` }));
    renderWithTheme(<InventorAvatars inventors={inventors} />);
    await userEvent.hover(screen.getByText('+2'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2 autres');
  });
});

describe('dates in French', () => {
  beforeEach(async () => {
    jest.useFakeTimers({ now: new Date('2024-05-01T12:00:00Z') });
    await toFrench();
  });
  afterEach(() => jest.useRealTimers());

  it("formats relative times as 'il y a …'", () => {
    expect(formatRelativeTime('2024-05-01T11:57:00Z')).toBe('il y a 3 minutes');
    expect(formatRelativeTime('2024-04-28T12:00:00Z')).toBe('il y a 3 jours');
  });

  it('formats calendar dates and times the French way', () => {
    expect(formatDate('2024-05-01')).toBe('1 mai 2024');
    expect(formatDateTime(new Date(2024, 4, 1, 14, 30))).toBe('1 mai 2024, 14:30');
  });
});

describe('a language switch', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2024-05-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('re-renders a relative time in the new language', async () => {
    render(<RelativeTime value="2024-05-01T11:00:00Z" />);
    expect(screen.getByText('about 1 hour ago')).toBeInTheDocument();
    await toFrench();
    expect(screen.getByText('il y a environ 1 heure')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('about 1 hour ago')).toBeInTheDocument();
  });
});

describe("MUI's own texts follow the page's language", () => {
  const pagination = (
    <TablePagination
      component="div"
      count={30}
      page={0}
      rowsPerPage={10}
      onPageChange={jest.fn()}
    />
  );

  it("keep MUI's English wording in English", () => {
    renderWithTheme(pagination);
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  it('are French in French: table pagination and an alert close button', async () => {
    await toFrench();
    renderWithTheme(
      <>
        {pagination}
        <Alert onClose={jest.fn()}>Enregistré.</Alert>
      </>,
    );
    // Testing Library folds the no-break space before the colon into a plain one.
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.getByText('1–10 sur 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
