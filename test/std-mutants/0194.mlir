// ir-gen std --seed 279 --size 13
module {
  func.func @kernel_0(%arg: tensor<1x1xi32>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %tmp2 = arith.constant dense<1> : vector<1x4xi64>
    %3 = arith.constant dense<-1> : vector<1x4xi64>
    %4 = arith.shrui %tmp2, %3 : vector<1x4xi64>
    %5 = arith.constant 2147483647 : i32
    %6 = arith.constant 1.000000e+00 : f32
    cf.switch %5 : i32, [default: ^bb1(%5 : i32), -1: ^loop_3(%6 : f32)]
  ^bb1(%ba: i32):
    %x_1 = arith.constant 1.000000e+00 : f32
    %res = arith.constant 0x7f : i8
    %10 = math.fpowi %x_1, %res : f32, i8

    %11 = arith.constant 1.5e-1 : f64
  ^b2(%14: f64):
    %15 = memref.alloc() : memref<1x4xf32>
    %lhs = arith.constant 1 : index
    %18 = memref.subview %15[0, 1] [1, %lhs] [1, 1] : memref<1x4xf32> to memref<1x?xf32, strided<[4, 1], offset: 1>>
    cf.switch %5 : i32, [default: ^loop_3(%6 : f32), 1: ^loop_3(%6 : f32), 4: ^loop_3(%6 : f32), 6: ^loop_3(%6 : f32)]
  ^loop_3(%20: f32):
    %expanded = tensor.expand_shape %arg [[0, 1], [2]] output_shape [1, 1, 1] : tensor<1x1xi32> into tensor<1x1x1xi32>
    return    // keep
  }
  func.func @fn.1(%arg_1: f32 {test.foo = 1 : i32}) -> (f32) {
    %c_2 = arith.constant 8 : index
    %empty_3 = tensor.empty(%c_2) : tensor<?x4x2xf16>
    %x4 = arith.maximumf %empty_3, %empty_3 fastmath<arcp> : tensor<?x4x2xf16>
    %c_5 = arith.constant 2 : index
    %c_6 = arith.constant 5 : index
    %t7 = arith.constant 3 : index
    %acc = arith.constant 0.5 : f32
    %9 = arith.constant 0x7fff : i16
    %14:2 = scf.for %10 = %c_5 to %c_6 step %t7 iter_args(%sum = %acc, %13 = %9) -> (f32, i16) {
      %c = arith.constant -1 : i16
      %low_16, %17 = arith.mului_extended %9, %c : i16
      %cst = arith.constant 100.0 : f64
      %19 = math.powf %cst, %cst : f64
      %cst_21 = arith.constant dense<[[-1, 1, 1, 1],[62,72,-1,12],[25, 32767, -19, -1],[70, -8, 32767, -1]]> : vector<4x4xi16>
      %22 = arith.constant dense<[[69, -1, 1, -1],[32767, 1, -3, 0],[0, 20, 1, 69],[1, 1, -19, 0]]> : vector<4x4xi16>
      %23 = arith.shli %cst_21, %22 overflow<nsw> : vector<4x4xi16>
      %24 = arith.constant -13 : i16
      scf.yield %sum, %24 : f32, i16
    }
    %c_25 = arith.constant 0 : index
    %26 = arith.constant 8 : index
    %t27 = arith.constant 2 : index
    scf.parallel (%x_1) = (%c_25) to (%26) step (%t27) {
      scf.reduce
    }
    %29 = arith.constant -7.5 : f32
    return %29 : f32
  } // TODO: check
}
