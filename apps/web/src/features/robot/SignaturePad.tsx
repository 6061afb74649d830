import { useRef, type PointerEvent } from 'react';
import { Button, Group, Input, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const WIDTH = 480;
const HEIGHT = 160;

interface TProps {
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onChange: (dataUrl: string | null) => void;
}

/**
 * A signature drawn with a mouse, pen or finger on a canvas (pointer events cover all three; the
 * canvas takes no scrolling gestures). Each finished stroke hands the drawing on as a PNG data URL,
 * the form the robot link stores.
 */
export function SignaturePad({ onChange }: TProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const drawn = useRef(false);

  const context = () => {
    const context2d = canvas.current?.getContext('2d') ?? null;
    if (context2d) {
      context2d.lineWidth = 2.5;
      context2d.lineCap = 'round';
      context2d.lineJoin = 'round';
      context2d.strokeStyle = '#1a1b1e';
    }
    return context2d;
  };
  /** The pointer in canvas pixels, whatever size the canvas is shown at. */
  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width ? WIDTH / box.width : 1;
    const scaleY = box.height ? HEIGHT / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    last.current = point;
    const context2d = context();
    context2d?.beginPath();
    context2d?.arc(point.x, point.y, 1, 0, Math.PI * 2);
    context2d?.fill();
    drawn.current = true;
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const point = pointOf(event);
    const context2d = context();
    context2d?.beginPath();
    context2d?.moveTo(last.current.x, last.current.y);
    context2d?.lineTo(point.x, point.y);
    context2d?.stroke();
    last.current = point;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    if (drawn.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    onChange(null);
  };

  return (
    <Input.Wrapper label={t('robot.dialog.drawLabel')} description={t('robot.dialog.drawHint')}>
      <Paper withBorder mt={4} style={{ lineHeight: 0 }}>
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          aria-label={t('robot.dialog.drawLabel')}
          role="img"
          style={{ width: '100%', height: 'auto', touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerLeave={end}
          onPointerCancel={end}
          data-testid="robot-link-signature-pad"
        />
      </Paper>
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="xs" onClick={clear} data-testid="robot-link-signature-clear">
          {t('robot.dialog.clearSignature')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
