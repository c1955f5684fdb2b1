module {
  module @inner {
    func.func @helper4(%1: i8, %arg: memref<4xf32>, %res: tensor<1x2x4xf32>, %5: memref<1x?x?xi8>) -> (vector<1xf32> {llvm.noundef}) {
      %c = arith.constant 0 : index
      %c_8 = arith.constant 9 : index
      %t9 = arith.constant 2 : index
      scf.for %acc = %c to %c_8 step %t9 {
        %t11 = arith.constant 2 : index
        %t13 = arith.constant 2 : index
        %sum = arith.constant 2 : index // TODO: check
        %cst = arith.constant 4.0E+2 : f32
        %21:2 = scf.for %iv = %t11 to %t13 step %sum iter_args(%v18 = %cst, %acc_20 = %cst) -> (f32, f32) {
          %v22 = arith.constant dense<[127, 0, 52, 1, 0, 127, 67, -1]> : tensor<8xi8>
          %23 = arith.constant 1.000000e+00 : f32
          scf.yield %23, %acc_20 : f32, f32
        }
        scf.yield
      }
      %24 = arith.constant dense<-0.25> : vector<1xf32>
      return %24 : vector<1xf32>
    }
  }
  func.func private @compute0(%1: tensor<4xf32> {test.foo = 1 : i32}, %arg_2: i8, %x3: vector<1x2x4xf32>, %lhs: memref<?xf32>) attributes {ref = @inner::@helper4} { // TODO: check
    %c = arith.constant 0 : index
    %c_6 = arith.constant 7 : index
    %v7 = arith.constant 3 : index
    scf.for %iv = %c to %c_6 step %v7 {
      %val = arith.constant 2147483647 : i32
      %x11 = arith.constant 0x7fffffff : i32
      %divsi = arith.divsi %val, %x11 : i32
      %13 = arith.constant dense<1.5e-1> : vector<1x2x4xbf16>
      %14 = arith.constant 1.0 : bf16
      %15 = arith.minimumf %14, %14 : bf16
    }
    %16 = arith.constant 4.0E+2 : f32
    %from_elements = tensor.from_elements %16, %16, %16, %16 : tensor<2x2xf32>
    %t18 = arith.constant 1.0 : f32
    %a.b = arith.remf %16, %t18 fastmath<fast> : f32
    %tmp21 = arith.constant 0 : i32
    %22 = arith.constant 4 : i32
    %23 = arith.constant 2 : i32
    %res:2 = scf.for %t24 = %tmp21 to %22 step %23 iter_args(%25 = %t18, %26 = %arg_2) -> (f32, i8) : i32 {
      %28 = memref.alloc() : memref<4xf32>
      %reinterpret_cast = memref.reinterpret_cast %28 to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
      %x_1 = arith.constant dense<[[[2.5, -0.25, 4.0E+2, -0.25], [1.000000e+00, 1.5e-1, 1.000000e+00, 100.0]]]> : vector<1x2x4xf32>
      %t31 = tensor.empty() : tensor<1x2x4xi32>
      %tmp33 = arith.constant 0 : index
      %tmp34 = arith.constant 1 : index
      %35 = arith.constant 0 : index
      %tmp36 = tensor.extract %t31[%tmp33, %tmp34, %35] : tensor<1x2x4xi32>
      scf.yield %t18, %arg_2 : f32, i8
    }
    func.return
  }
}
