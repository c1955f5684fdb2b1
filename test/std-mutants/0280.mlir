func.func private @ext0(tensor<4xindex>) -> (index)
func.func private @ext1(vector<3x3x4xindex>, vector<4xindex>) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @kernel_0(%t1: memref<4xi32>) -> memref<3x3x4xi32> attributes {llvm.emit_c_interface, note = "generated"} {
  %cst = arith.constant dense<1> : tensor<3x3x4xindex>
  %sum = arith.constant dense<[[[80], [1], [-1]]]> : tensor<1x3x1xindex>
  %4 = tensor.insert_slice %sum into %cst[2, 0, 3] [1, 3, 1] [1, 1, 1] : tensor<1x3x1xindex> into tensor<3x3x4xindex>
  %c = arith.constant 1 : index
  %res = arith.constant 62 : index
  %10 = arith.constant 1 : index
  %v11 = arith.constant 1.000000e+00 : f32
  %15, %16 = scf.for %tmp12 = %c to %res step %10 iter_args(%y = %res, %acc = %v11) -> (index, f32) {
    %17 = math.powf %acc, %v11 fastmath<arcp> : f32
    %v18 = arith.constant dense<1.000000e+00> : vector<4xf64>
    %fptoui = arith.fptoui %v18 : vector<4xf64> to vector<4xi32>
    %v20 = arith.constant false
    %sel = arith.select %v20, %fptoui, %fptoui : vector<4xi32>
    %rhs = arith.constant -7.5 : f32
    scf.yield %10, %rhs : index, f32
  }
  %c_24 = arith.constant false
  cf.assert %c_24, "bounds check"
  %25 = arith.constant 1.000000e+00 : bf16
  %x26 = arith.negf %25 fastmath<none> : bf16
  %a.b = memref.alloc() : memref<3x3x4xi32>
  return %a.b : memref<3x3x4xi32>
}
func.func @kernel_1() -> (tensor<3x3x4xi32>, vector<4x2xindex>) {
  %1 = arith.constant dense<2147483647> : tensor<3x3x4xi32>
  %res = arith.constant 2 : index
  %3 = arith.constant dense<[[[0, 2147483647, 37]], [[2147483647,-1,7]]]> : tensor<2x1x3xi32>
  %inserted_slice_4 = tensor.insert_slice %3 into %1[1, %res, 0] [2, 1, 3] [1, 1, 1] : tensor<2x1x3xi32> into tensor<3x3x4xi32>
  cf.br ^then1
^then1:
  %alloc_5 = memref.alloc() : memref<1x1xi32>
  %c_6 = arith.constant 0 : index
  %c = arith.constant 0 : index
  %v = memref.load %alloc_5[%c_6, %c] : memref<1x1xi32>
  %9 = arith.constant 1 : i8
  %10 = arith.constant 0 : index
  cf.switch %9 : i8, [default: ^bb2(%v : i32),
      2: ^bb4(%10 : index),
      3: ^bb2(%v : i32)]
^bb2(%ba_11: i32):
  %12 = arith.constant 2 : index
  %tmp14 = arith.constant 0 : index
  %c_15 = arith.constant 0 : index
  %16 = tensor.extract %1[%12, %tmp14, %c_15] : tensor<3x3x4xi32>
  %c_17 = arith.constant 1 : i1
  cf.cond_br %c_17, ^then3, ^bb4(%c_15 : index)
^then3:
  %x19 = arith.constant 50 : i32
  %acc = arith.cmpi ule, %x19, %x19 : i32
  cf.assert %acc, "x must be \"positive\""
  %21 = arith.cmpi equal, %res, %res : index
  cf.cond_br %21, ^bb4(%res : index), ^bb4(%res : index)
^bb4(%22: index):
  %23 = arith.constant 1.0 : f32
  %x24 = arith.divf %23, %23 : f32
  %25 = arith.constant dense<[[1, -1], [1,-1], [-1,0], [1, -14]]> : vector<4x2xindex>
  return %1, %25 : tensor<3x3x4xi32>, vector<4x2xindex>
}
