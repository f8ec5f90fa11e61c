import type { RefObject } from 'react';
import { MenuList } from './StatusMoreMenu';
import { usePostMenu, type PostMenuInput } from './use-post-menu';

interface PostMenuProps extends PostMenuInput {
  open: boolean;
  setOpen: (open: boolean) => void;
  id: string;
  root: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
}

/** A post's "More" menu while open, and the dialog one of its items opened. */
export function PostMenu({ open, setOpen, id, root, button, ...input }: PostMenuProps) {
  const menu = usePostMenu(input, open);
  return (
    <>
      {open && (
        <MenuList
          items={menu.items}
          id={id}
          close={() => setOpen(false)}
          root={root}
          button={button}
        />
      )}
      {menu.dialog}
    </>
  );
}
