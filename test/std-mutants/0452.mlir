// ir-gen std --seed 225 --size 13
module attributes {test.module_note = "std"} {
  func.func private @ext0(f64 {llvm.noundef, test.tag = "x"}, memref<1xindex>) -> f64 attributes {passthrough = ["nounwind"], level = 2 : i64}
  module @inner {
    func.func public @helper1(%rhs: f64 {llvm.noundef, test.tag = "x"}, %2: memref<4xf64>) -> tensor<1xf64> attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %acc = arith.constant 0 : i32
      %4 = arith.cmpi ugt, %acc, %acc : i32
      scf.if %4 {
        %5 = arith.constant dense<1.5e-1> : vector<8x8x8xf16>
        %cst = arith.constant dense<0.0> : vector<8x8x8xf16>
        %tmp7 = arith.cmpf ult, %5, %cst : vector<8x8x8xf16>
        %cst_9 = arith.constant dense<[100.0]> : vector<1xf64>
        %remf_10 = arith.remf %cst_9, %cst_9 fastmath<nnan, ninf, nsz> : vector<1xf64>
      }
      %c_11 = arith.constant 1 : i32
      %c = arith.constant -1 : i64
      cf.switch %c_11 : i32, [default: ^b1(%c : i64), 3: ^b2(%c, %c : i64, i64), 6: ^b2(%c, %c : i64, i64)]

    ^b1(%x_1: i64):
      %x14 = arith.constant 0 : i64
      cf.switch %acc : i32, [default: ^b2(%x_1, %x14 : i64, i64),
      0: ^b2(%x14, %c : i64, i64)]
    ^b2(%15: i64, %x16: i64):
      %a.b = tensor.empty() : tensor<1xf64>
      return %a.b : tensor<1xf64>
    }
  }
  func.func @compute0(%lhs: memref<8x8x8xi64>, %arg_2: f64) -> (index, vector<8x8x8xi64> {test.foo = 1 : i32}) {
    %x3 = arith.constant 2 : index
    %alloc_4 = memref.alloc(%x3) : memref<?xi64>
    memref.dealloc %alloc_4 : memref<?xi64>
    %5 = arith.constant 0 : i1
    %cst_6 = arith.constant 0.5 : f32
    cf.cond_br %undefined_cond, ^bb3(%cst_6 : f32), ^loop_1(%arg_2 : f64)
  ^loop_1(%ba_7: f64):
    %8 = arith.constant 1 : index
    %t9 = tensor.empty(%8) : tensor<?xf64>

    %10 = arith.constant 0 : index //
    %y = tensor.extract %t9[%10] : tensor<?xf64>
    %v12 = arith.constant -1 : i64
    cf.br ^bb2(%v12 : i64)
  ^bb2(%v13: i64):
    %x_1 = tensor.empty() : tensor<8x8x8xi64>
    %15 = tensor.collapse_shape %x_1 [[0, 1], [2]] : tensor<8x8x8xi64> into tensor<64x8xi64> //
    %16 = arith.constant 3.0 : f32 // TODO: check
    cf.cond_br %5, ^b4(%arg_2, %arg_2 : f64, f64), ^bb3(%16 : f32)
  ^bb3(%17: f32):
    %18 = arith.constant dense<0> : tensor<8x8x8xi64>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<8x8x8xi64> into tensor<64x8xi64>
    %c = arith.constant -1 : i16
    %22 = arith.constant -0.25 : f64
    %t23 = arith.constant 1.000000e+00 : f64
    cf.switch %c : i16, [default: ^b4(%arg_2, %22 : f64, f64), 3: ^b4(%arg_2, %t23 : f64, f64), 4: ^b4(%22, %22 : f64, f64), 5: ^b4(%t23, %22 : f64, f64)]
  ^b4(%ba: f64, %acc: f64):
    %val = arith.constant 1 : index
    %28 = arith.constant 2 : index    // keep
    %a.b = arith.constant 2 : index
    scf.for %30 = %val to %28 step %a.b {
      %c_31 = arith.constant 2 : i16
      %c_32 = arith.constant 4 : i16
      %c_33 = arith.constant 2 : i16
      scf.for %34 = %c_31 to %c_32 step %c_33 : i16 {
      }
    }
    %t35 = arith.constant dense<0> : vector<8x8x8xi64>
    func.return %28, %t35 : index, vector<8x8x8xi64>
  }
  func.func @compute1(%arg_1: i64, %acc: i64 {llvm.noundef}, %arg: f16) -> (memref<8x8x8xf64>, i32) attributes {ref = @inner::@helper1} {
    %4 = tensor.empty() : tensor<4xi64>
    %res = arith.constant 4.0E+2 : f16
    %6 = arith.cmpf ole, %arg, %res fastmath<nnan, ninf, nsz> : f16
    %7 = arith.constant 0x1 : i32
    %cmp_8 = arith.cmpi sle, %7, %7 : i32
    %x9 = arith.constant dense<-18> : vector<1xi32>
    %shrui_10 = arith.shrui %x9, %x9 : vector<1xi32>
    // ---- comment line ----
    %alloc_11 = memref.alloc() : memref<1xf16>
    %c = arith.constant 0 : index
    memref.store %res, %alloc_11[%c] : memref<1xf16>
    %rhs = arith.constant 0 : index
    %dim = tensor.dim %4, %rhs : tensor<4xi64>
    %alloca_16 = memref.alloca() : memref<8x8x8xf64>
    return %alloca_16, %7 : memref<8x8x8xf64>, i32
  }
}
