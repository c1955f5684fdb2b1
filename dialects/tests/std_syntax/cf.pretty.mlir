module {
  func.func @f(%arg0: i32, %arg1: i1, %arg2: f32) -> i32 {
    cf.assert %arg1, "msg \22q\22"
    cf.br ^bb1(%arg0, %arg2 : i32, f32)
  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
    cf.cond_br %arg1, ^bb2(%0 : i32), ^bb3
  ^bb2(%2: i32):  // pred: ^bb1
    cf.cond_br %arg1 weights([1, 2]), ^bb3, ^bb4(%2, %arg0 : i32, i32) {t.x}
  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
    cf.switch %arg0 : i32, [
      default: ^bb4(%arg0, %arg0 : i32, i32),
      5: ^bb3,
      4294967295: ^bb4(%0, %arg0 : i32, i32)
    ]
  ^bb4(%3: i32, %4: i32):  // 3 preds: ^bb2, ^bb3, ^bb3
    cf.switch %arg0 : i32, [
      default: ^bb5]
  ^bb5:  // pred: ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    return %arg0 : i32
  }
  func.func private @g() -> (() -> ())
  func.func private @g2() -> (i32 {a.b})
}

