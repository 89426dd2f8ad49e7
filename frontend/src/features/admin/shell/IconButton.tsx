import { Button, type ButtonProps } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A button that shows only an icon. `label` is its accessible name and says exactly what it acts
 * on ("Delete registration of Mita Sen"); `tooltip` is the short word a sighted organiser sees on
 * hover or keyboard focus ("Delete"), after the tooltip delays of docs/screens.md.
 */
export function IconButton({
  label,
  tooltip,
  ...props
}: Omit<ButtonProps, 'aria-label' | 'size' | 'asChild'> & { label: string; tooltip: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button size="icon" aria-label={label} {...props} />
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}
