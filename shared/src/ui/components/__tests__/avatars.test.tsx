import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@shared/test-utils/render';
import { hasImage, inventorInitials as initialsOf } from '@shared/schemas/inventor-name';
import { InventorAvatars } from '../inventor-avatars';
import { UserAvatar } from '../user-avatar';

const person = (id: number, preferred_name: string | null, image: string | null = null) => ({
  id,
  preferred_name,
  full_name: null,
  image,
  avatar: null,
});

describe('initialsOf / hasImage', () => {
  it('gives the first two letters in upper case, else CN', () => {
    expect(initialsOf('ada lovelace')).toBe('AD');
    expect(initialsOf('  Jo ')).toBe('JO');
    expect(initialsOf('x')).toBe('X');
    expect(initialsOf('')).toBe('CN');
    expect(initialsOf(null)).toBe('CN');
    expect(initialsOf(undefined)).toBe('CN');
  });

  it("treats null, '' and '/NULL' as no image", () => {
    expect(hasImage('/NULL')).toBe(false);
    expect(hasImage('')).toBe(false);
    expect(hasImage(null)).toBe(false);
    expect(hasImage(undefined)).toBe(false);
    expect(hasImage('/api/files/photo.png')).toBe(true);
  });
});

describe('UserAvatar', () => {
  it('shows the photo when there is one', () => {
    renderWithTheme(<UserAvatar name="Ada" image="/api/files/a.png" />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', '/api/files/a.png');
  });

  it("shows initials when the image is '/NULL', and CN without a name", () => {
    const { unmount } = renderWithTheme(<UserAvatar name="grace hopper" image="/NULL" />);
    expect(screen.getByRole('img', { name: 'grace hopper' })).toHaveTextContent('GR');
    unmount();
    renderWithTheme(<UserAvatar name={null} image={null} />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('CN');
  });
});

describe('InventorAvatars', () => {
  const six = [1, 2, 3, 4, 5, 6].map((id) => person(id, `Name ${id}`));

  it("shows up to 4 avatars and a '+N' badge for the rest", () => {
    renderWithTheme(<InventorAvatars inventors={six} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Name 5' })).not.toBeInTheDocument();
  });

  it("has no '+N' badge when all fit, and honours max", () => {
    const { unmount } = renderWithTheme(<InventorAvatars inventors={six.slice(0, 4)} />);
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
    unmount();
    renderWithTheme(<InventorAvatars inventors={six} max={2} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('+4')).toBeInTheDocument();
  });

  it('falls back from the photo to the first letter of the name, then to a default avatar', () => {
    renderWithTheme(
      <InventorAvatars
        inventors={[
          person(1, 'Ada', '/api/files/ada.png'),
          person(2, 'grace', '/NULL'),
          { id: 77 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', '/api/files/ada.png');
    expect(screen.getByRole('img', { name: 'grace' })).toHaveTextContent(/^G$/);
    const unknown = screen.getByRole('img', { name: '77' }); // failed lookup: the id is the name
    expect(unknown).not.toHaveTextContent('7');
    expect(unknown.querySelector('svg')).not.toBeNull();
  });

  it('makes avatars buttons that report the id without clicking the row', async () => {
    const onAvatarClick = jest.fn();
    const onRow = jest.fn();
    renderWithTheme(
      <div onClick={onRow}>
        <InventorAvatars inventors={six.slice(0, 2)} onAvatarClick={onAvatarClick} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name 2' }));
    expect(onAvatarClick).toHaveBeenCalledWith(2);
    expect(onRow).not.toHaveBeenCalled();
  });
});
