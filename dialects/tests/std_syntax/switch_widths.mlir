func.func @f(%a: i8, %b: i64, %c: i16) {
  cf.switch %a : i8, [
    default: ^bb1,
    -1: ^bb1,
    -128: ^bb1,
    127: ^bb1
  ]
^bb1:
  cf.switch %b : i64, [
    default: ^bb2,
    7: ^bb2
  ]
^bb2:
  cf.switch %c : i16, [
    default: ^bb3,
    -2: ^bb3
  ]
^bb3:
  return
}
