import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@shared/test-utils/render';
import { CounterCard } from '../counter-card';
import { ErrorPanel } from '../error-panel';
import { formatDate, formatDateTime, formatRelativeTime } from '../format-date';
import { LoadingScreen } from '../loading-screen';
import { PageHeader } from '../page-header';
import { Pager } from '../pager';
import { RelativeTime } from '../relative-time';
import { usePageTitle } from '../use-page-title';
import { VISUALLY_HIDDEN } from '../visually-hidden';

describe('Pager', () => {
  it("shows 'Page X of Y' with Y = ceil(count / pageSize)", () => {
    renderWithTheme(<Pager page={2} count={7} pageSize={3} onPageChange={jest.fn()} />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("shows 'Page 1 of 1' for an empty list, with both buttons disabled", () => {
    renderWithTheme(<Pager page={1} count={0} pageSize={3} onPageChange={jest.fn()} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('disables Previous on page 1 and Next on the last page', async () => {
    const onPageChange = jest.fn();
    const { rerender } = renderWithTheme(
      <Pager page={1} count={7} pageSize={3} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pager page={3} count={7} pageSize={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('disables Next when page * pageSize reaches the count exactly', () => {
    renderWithTheme(<Pager page={2} count={6} pageSize={3} onPageChange={jest.fn()} compact />);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it("shows the words 'Previous' and 'Next' on the full buttons", () => {
    renderWithTheme(<Pager page={1} count={9} pageSize={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveTextContent('Previous');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveTextContent('Next');
  });
});

describe('usePageTitle', () => {
  function Page({ name }: { name: string }) {
    usePageTitle(name);
    return null;
  }

  it("sets '<page> | Inventor Portal' and follows changes", () => {
    const { rerender } = render(<Page name="Dashboard" />);
    expect(document.title).toBe('Dashboard | Inventor Portal');
    rerender(<Page name="Tickets" />);
    expect(document.title).toBe('Tickets | Inventor Portal');
  });
});

describe('dates', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2024-05-01T12:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it("formats relative time with an 'ago' suffix", () => {
    expect(formatRelativeTime('2024-05-01T11:57:00Z')).toBe('3 minutes ago');
    expect(formatRelativeTime('2024-04-28T12:00:00Z')).toBe('3 days ago');
    expect(formatRelativeTime(null)).toBe('');
    expect(formatRelativeTime('not a date')).toBe('');
  });

  it('renders a <time> element with the relative text', () => {
    render(<RelativeTime value="2024-05-01T11:00:00Z" />);
    const time = screen.getByText('about 1 hour ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-05-01T11:00:00.000Z');
  });

  it('formats dates locally; a date-only value keeps its calendar day', () => {
    expect(formatDate('2024-05-01')).toBe('May 1, 2024');
    expect(formatDate(undefined)).toBe('');
    const local = new Date(2024, 4, 1, 14, 30);
    expect(formatDateTime(local)).toBe('May 1, 2024, 2:30 PM');
  });
});

describe('CounterCard', () => {
  it('shows the label and value, 0 when missing, a skeleton while loading', () => {
    const { rerender } = renderWithTheme(<CounterCard label="Patents" value={3} />);
    expect(screen.getByRole('region', { name: 'Patents' })).toHaveTextContent('Patents3');
    rerender(<CounterCard label="Patents" value={undefined} />);
    expect(screen.getByRole('region', { name: 'Patents' })).toHaveTextContent('Patents0');
    rerender(<CounterCard label="Patents" value={3} loading />);
    expect(screen.getByTestId('counter-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Patents' })).not.toHaveTextContent('3');
  });
});

describe('LoadingScreen, ErrorPanel, PageHeader', () => {
  it('shows the loading messages', () => {
    renderWithTheme(<LoadingScreen />);
    expect(screen.getByText('Preparing your Inventor Platform...')).toBeInTheDocument();
    expect(screen.getByText('Innovation is just a moment away')).toBeInTheDocument();
  });

  it('shows the message and calls onRetry from the Retry button', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorPanel message="Could not load tickets." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load tickets.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the hero heading, text and action', () => {
    renderWithTheme(
      <PageHeader
        title="Tickets"
        description="All your tickets."
        action={<button>Create Ticket</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByText('All your tickets.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Ticket' })).toBeInTheDocument();
  });
});

describe('VISUALLY_HIDDEN', () => {
  it('is a 1 px box, not 100 % of its containing block (sx reads a bare 1 as 100 %)', () => {
    renderWithTheme(<Box sx={VISUALLY_HIDDEN}>Comment sent</Box>);
    const style = getComputedStyle(screen.getByText('Comment sent'));
    expect([style.width, style.height, style.margin]).toEqual(['1px', '1px', '-1px']);
  });
});
