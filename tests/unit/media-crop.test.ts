import { describe, expect, it } from "vitest";
import { squareCrop, squareCropPosition } from "@/lib/media/crop";

describe("an image's square crop", () => {
  it("takes the shorter side, centred on the focal point", () => {
    expect(squareCrop(1200, 800, 0.5, 0.5)).toEqual({ left: 200, top: 0, side: 800 });
    expect(squareCrop(600, 900, 0.5, 0.25)).toEqual({ left: 0, top: 0, side: 600 });
    expect(squareCrop(600, 900, 0.5, 0.6)).toEqual({ left: 0, top: 240, side: 600 });
  });

  it("stays inside the image when the focal point is near an edge", () => {
    expect(squareCrop(1200, 800, 0, 0.5)).toEqual({ left: 0, top: 0, side: 800 });
    expect(squareCrop(1200, 800, 1, 0.5)).toEqual({ left: 400, top: 0, side: 800 });
    expect(squareCrop(1201, 800, 0.3333, 0.5)).toEqual({ left: 0, top: 0, side: 800 });
  });

  it("shows the same crop in the admin's preview as a CSS position", () => {
    expect(squareCropPosition(1200, 800, 1, 0.5)).toBe("100.00% 50.00%");
    expect(squareCropPosition(800, 800, 0.1, 0.9)).toBe("50.00% 50.00%");
  });
});
