func.func @f(%a: i32, %c: i1, %x: f32) -> i32 {
  cf.assert %c, "msg \"q\""
  cf.br ^bb1(%a, %x : i32, f32)
^bb1(%p: i32, %q: f32):
  cf.cond_br %c, ^bb2(%p : i32), ^bb3
^bb2(%r: i32):
  cf.cond_br %c weights([1, 2]), ^bb3, ^bb4(%r, %a : i32, i32) {t.x}
^bb3:
  cf.switch %a : i32, [
    default: ^bb4(%a, %a : i32, i32),
    5: ^bb3,
    -1: ^bb4(%p, %a : i32, i32)
  ]
^bb4(%s: i32, %t: i32):
  cf.switch %a : i32, [
    default: ^bb5
  ]
^bb5:
  cf.br ^bb6
^bb6:
  return %a : i32
}
func.func private @g() -> (() -> ())
func.func private @g2() -> (i32 {a.b})
