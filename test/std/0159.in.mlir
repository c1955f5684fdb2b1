!vec0 = vector<8x4xf64>
!buf1 = memref<8x?xindex>
!vec2 = vector<4x3xi64>
!vec3 = vector<4x1xf64>
!buf4 = memref<8x4xf32>
!tensor5 = tensor<8x1x4xf64>
!tensor6 = tensor<8x4xindex>
!buf7 = memref<8x4x4xf64>
!vec8 = vector<4x1xbf16>

module {
  func.func private @ext0() -> ()
  func.func private @ext1(index, memref<8x?xindex> {test.foo = 1 : i32}) -> ()
  func.func private @f0(%arg: i32, %2: vector<8x4xindex> {test.foo = 1 : i32}, %arg_3: index, %arg_4: tensor<8x4xf64>) -> () {
    %5 = arith.constant dense<-1.0> : !vec0
    %fma = math.fma %5, %5, %5 fastmath<afn> : vector<8x4xf64>
    %t7 = arith.constant dense<49> : vector<8x4xi32>
    %8:2 = arith.mulsi_extended %t7, %t7 : vector<8x4xi32>
    %9 = arith.constant 2.5 : f32
    %10 = arith.negf %9 : f32
    // ---- comment line ----
    %sum = arith.constant 0 : index
    %12 = arith.constant 1 : index
    %13 = memref.alloc(%12) : !buf1
    call @ext1(%sum, %13) : (index, memref<8x?xindex>) -> ()
    %x15 = arith.constant 4.0E+2 : f64
    %17 = scf.while (%t16 = %x15) : (f64) -> (index) {
      %cst = arith.constant dense<[[4611686018427387903, -1, 64],[23, 1, -6],[0, 0, -1],[-1, -1, 0]]> : !vec2
      %t19 = arith.sitofp %cst : !vec2 to vector<4x3xf32>
      %21 = arith.cmpi eq, %arg, %arg : i32
      scf.condition(%21) %arg_3 : index
    } do {
    ^bb0(%arg_23: index):
      %v24 = arith.constant dense<[[0.5], [1.0], [1.0]]> : tensor<3x1xf64>
      %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v24, %v24 : tensor<3x1xf64>, tensor<3x1xf64>) outs(%v24 : tensor<3x1xf64>) {
      ^bb0(%26: f64, %27: f64, %v28: f64):
        %s = arith.addf %26, %27 : f64
        %30 = arith.addf %s, %v28 : f64
        linalg.yield %30 : f64
      } -> tensor<3x1xf64>
      %x31 = arith.constant 0 : index
      %c = arith.constant 3 : index
      %33 = arith.constant 1 : index
      %35 = arith.constant 0 : i8
      %rhs = scf.parallel (%i_34) = (%x31) to (%c) step (%33) init (%35) -> (i8) {
        %a.b = arith.constant dense<-1.0> : vector<4x1xf64>
        %res_40:2 = scf.while (%res = %x15, %tmp39 = %a.b) : (f64, !vec3) -> (f64, f64) {
          %c_41 = arith.constant 1 : index
          %42 = memref.alloc(%c_41) : memref<?x4xindex>
          %acc = arith.constant 0 : index
          %v44 = arith.constant 0 : index
          %45 = memref.load %42[%acc, %v44] : memref<?x4xindex>
          %v46 = arith.constant 1 : i1
          scf.condition(%v46) %x15, %res : f64, f64
        } do {
        ^bb0(%tmp48: f64, %arg_49: f64):
          %tmp51 = arith.constant 4.0E+2 : f16
          %52 = arith.minimumf %tmp51, %tmp51 fastmath<fast> : f16
          %53 = memref.alloc() : !buf4
          %subview_54 = memref.subview %53[1, 0] [3, 4] [2, 1] : memref<8x4xf32> to memref<3x4xf32, strided<[8, 1], offset: 4>>

          scf.yield %x15, %a.b : f64, vector<4x1xf64>
        }
        %tmp55 = arith.constant 1 : index
        %56 = arith.constant 0 : index
        memref.store %c, %13[%tmp55, %56] : !buf1
        scf.reduce(%35 : i8) {
        ^bb0(%58: i8, %y: i8):
          %tmp60 = arith.xori %58, %y : i8

          scf.reduce.return %tmp60 : i8
        }
      }
      %61 = tensor.expand_shape %arg_4 [[0, 1], [2]] output_shape [8, 1, 4] : tensor<8x4xf64> into !tensor5
      %splat = tensor.splat %12 : !tensor6
      scf.yield %x15 : f64
    }
    %63 = memref.alloc() : !buf7
    memref.dealloc %63 : !buf7
    %x66 = arith.constant dense<-1.0> : vector<8x4xf16>
    %x67 = arith.extf %x66 : vector<8x4xf16> to vector<8x4xf32>
    %c_69 = arith.constant 0 : index
    %tmp70 = tensor.empty() : tensor<3x2xf64>
    %val = tensor.insert_slice %tmp70 into %arg_4[%c_69, 1] [3, 2] [1, 2] : tensor<3x2xf64> into tensor<8x4xf64> // TODO: check
    %v74 = arith.constant dense<2.5> : vector<4x1xbf16>
    %75 = arith.maximumf %v74, %v74 fastmath<arcp> : !vec8
    func.return
  }
}
