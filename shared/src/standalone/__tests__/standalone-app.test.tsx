import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StandaloneApp, type StandalonePage } from '../standalone-app';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const pages: StandalonePage[] = [
  { path: '/tickets/*', element: <h1>Tickets</h1> },
  { path: '/create-account', element: <h1>Create account</h1>, bare: true },
];

const at = (path: string) => (children: ReactNode) => (
  <MemoryRouter initialEntries={[path]}>
    {children}
    <Where />
  </MemoryRouter>
);

describe('a remote in standalone mode', () => {
  it('shows a signed-in page inside the padded main landmark', () => {
    render(<StandaloneApp pages={pages} home="/tickets" router={at('/tickets/12')} />);
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Tickets' }),
    );
  });

  it('shows a public page with its own layout, outside the main landmark', () => {
    render(<StandaloneApp pages={pages} home="/tickets" router={at('/create-account')} />);
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('sends / and unknown paths to its home page', () => {
    const { unmount } = render(<StandaloneApp pages={pages} home="/tickets" router={at('/')} />);
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets');
    unmount();
    render(<StandaloneApp pages={pages} home="/tickets" router={at('/nowhere')} />);
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeInTheDocument();
  });
});
