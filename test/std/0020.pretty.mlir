module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<3x4xf32>, memref<?x4xi32> {llvm.noundef, test.tag = "x"}) -> memref<4xf32>
  module @inner {
    func.func @helper8(%arg0: i32 {llvm.signext}, %arg1: tensor<?x4xf32>, %arg2: i32, %arg3: i32 {llvm.noundef}) -> memref<3x4xf32> {
      %cst = arith.constant 1.500000e-01 : f64
      %0 = math.exp %cst fastmath<fast> : f64
      %cst_0 = arith.constant -7.500000e+00 : f32
      cf.switch %arg3 : i32, [
        default: ^bb1(%cst_0, %cst_0 : f32, f32),
        0: ^bb1(%cst_0, %cst_0 : f32, f32),
        2: ^bb2(%cst_0 : f32)
      ]
    ^bb1(%1: f32, %2: f32):  // 2 preds: ^bb0, ^bb0
      %c-3_i16 = arith.constant -3 : i16
      %3 = arith.sitofp %c-3_i16 : i16 to f32
      cf.switch %arg2 : i32, [
        default: ^bb2(%cst_0 : f32),
        4294967295: ^bb3(%arg0 : i32)
      ]
    ^bb2(%4: f32):  // 2 preds: ^bb0, ^bb1
      %c1_i8 = arith.constant 1 : i8
      %sum, %overflow = arith.addui_extended %c1_i8, %c1_i8 : i8, i1
      cf.br ^bb3(%arg2 : i32)
    ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
      %alloca = memref.alloca() : memref<3x4xf32>
      return %alloca : memref<3x4xf32>
    }
  }
  func.func @f0(%arg0: memref<3x4xf32>, %arg1: i32, %arg2: memref<?x4xf32> {llvm.noundef}, %arg3: f32) -> (tensor<3x4xf32> {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper8} {
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %0 = call @f0(%arg0, %arg1, %arg2, %arg3) : (memref<3x4xf32>, i32, memref<?x4xf32>, f32) -> tensor<3x4xf32>
    %1 = arith.cmpi sgt, %arg1, %arg1 : i32
    cf.assert %1, ""
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg4, %arg5) = (%c0, %c0_1) to (%c2, %c4) step (%c2_0, %c1) {
      %2 = arith.cmpi sgt, %c4, %c2 : index
      %3:2 = scf.if %2 -> (f32, i32) {
        %cst = arith.constant dense<-7.500000e+00> : vector<3x4xf32>
        %4 = arith.addf %cst, %cst : vector<3x4xf32>
        %cst_2 = arith.constant dense<[[0, 1, 19, -16], [-1, 1, 8, -4], [66, 0, 46, 4611686018427387903]]> : vector<3x4xindex>
        %cst_3 = arith.constant dense<[[19, 1, 0, 61], [-1, 1, 4611686018427387903, 53], [73, -1, -1, 1]]> : vector<3x4xindex>
        %5 = arith.cmpi ugt, %cst_2, %cst_3 : vector<3x4xindex>
        %6 = math.exp2 %arg3 fastmath<reassoc,contract> : f32
        %cst_4 = arith.constant 3.000000e+00 : f64
        %7 = arith.fptoui %cst_4 : f64 to i8
        %cst_5 = arith.constant -1.000000e+00 : f32
        %c70_i32 = arith.constant 70 : i32
        scf.yield %cst_5, %c70_i32 : f32, i32
      } else {
        %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
        %4 = math.sin %arg3 : f32
        %c1_2 = arith.constant 1 : index
        %c4_3 = arith.constant 4 : index
        %c2_4 = arith.constant 2 : index
        %5 = scf.for %arg6 = %c1_2 to %c4_3 step %c2_4 iter_args(%arg7 = %arg1) -> (i32) {
          %c1_7 = arith.constant 1 : index
          %c3 = arith.constant 3 : index
          %c1_8 = arith.constant 1 : index
          %subview = memref.subview %arg0[1, %c3] [2, 1] [%c1_7, %c1_8] : memref<3x4xf32> to memref<2x1xf32, strided<[?, ?], offset: ?>>
          %c1_9 = arith.constant 1 : index
          %extracted_slice = tensor.extract_slice %0[1, %c1_9] [1, 1] [1, 1] : tensor<3x4xf32> to tensor<1x1xf32>
          scf.yield %arg7 : i32
        }
        %c0_5 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c2_6 = arith.constant 2 : index
        %c0_i64 = arith.constant 0 : i64
        %cst = arith.constant 1.000000e+02 : f64
        %6:2 = scf.parallel (%arg6) = (%c0_5) to (%c7) step (%c2_6) init (%c0_i64, %cst) -> (i64, f64) {
          %7 = arith.extsi %5 : i32 to i64
          %cst_7 = arith.constant dense<-1.000000e+00> : vector<1x8xf64>
          %8 = arith.addf %cst_7, %cst_7 : vector<1x8xf64>
          %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<3x4xf32> into memref<12xf32>
          scf.reduce(%7, %cst : i64, f64) {
          ^bb0(%arg7: i64, %arg8: i64):
            %9 = arith.addi %arg7, %arg8 : i64
            scf.reduce.return %9 : i64
          }, {
          ^bb0(%arg7: f64, %arg8: f64):
            %9 = arith.addf %arg7, %arg8 : f64
            scf.reduce.return %9 : f64
          }
        }
        scf.yield %arg3, %5 : f32, i32
      }
      scf.reduce 
    }
    return %0 : tensor<3x4xf32>
  }
}

