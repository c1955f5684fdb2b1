module {
  func.func private @decl(i32, f32 {test.noalias}) -> (i32 {foo.bar = 1 : i32}, f32)
  func.func nested @n()
  func.func @f(%arg0: i32 {test.x}, %arg1: f32) -> (i32, f32) attributes {test.attr = 3 : i64} {
    %0:2 = call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    %1:2 = call @decl(%arg0, %arg1) {no_inline} : (i32, f32) -> (i32, f32)
    %f = constant @decl : (i32, f32) -> (i32, f32)
    %2:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
    return %arg0, %arg1 : i32, f32
  }
  func.func @g() {
    return
  }
  func.func @h(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

