import { Icon, type IconProps } from "./icons";

// A module of its own: lib/icons ships with the shop's first route (the header's icons), and a
// module is bundled whole, so an icon only a later page shows (the cart line's) lives apart.
export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}
