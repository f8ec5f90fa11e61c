interface AvatarProps {
  src: string;
  size?: number;
}

/** A decorative avatar: the name next to it says who it is. */
export function Avatar({ src, size = 40 }: AvatarProps) {
  if (!src)
    return <span className="avatar" style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      className="avatar"
      src={src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
