module attributes {test.module_note = "std"} {
  func.func private @ext0(memref<3x4xf32>, memref<?x4xi32> {llvm.noundef, test.tag = "x"}) -> memref<4xf32>
  module @inner {
    func.func @helper8(%1: i32 {llvm.signext}, %v2: tensor<?x4xf32>, %3: i32, %lhs: i32 {llvm.noundef}) -> memref<3x4xf32> {
      %tmp5 = arith.constant 1.5e-1 : f64

      %exp = math.exp %tmp5 fastmath<fast> : f64
      %x_1 = arith.constant -7.5 : f32

      cf.switch %lhs : i32, [default: ^loop_1(%x_1, %x_1 : f32, f32), 0: ^loop_1(%x_1, %x_1 : f32, f32), 2: ^b2(%x_1 : f32)]
    ^loop_1(%v8: f32, %res: f32):
      %10 = arith.constant -3 : i16
      %a.b = arith.sitofp %10 : i16 to f32
      cf.switch %3 : i32, [default: ^b2(%x_1 : f32),
      -1: ^then3(%1 : i32)]
    ^b2(%12: f32):
      %14 = arith.constant 1 : i8
      %y:2 = arith.addui_extended %14, %14 : i8, i1 // TODO: check
      cf.br ^then3(%3 : i32)
    ^then3(%sum: i32):
      %rhs = memref.alloca() : memref<3x4xf32>
      func.return %rhs : memref<3x4xf32>
    }

  }
  func.func @f0(%1: memref<3x4xf32>, %t2: i32, %3: memref<?x4xf32> {llvm.noundef}, %x4: f32) -> (tensor<3x4xf32> {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper8} {
    %c_5 = arith.constant false
    cf.assert %c_5, "bounds check"
    %6 = call @f0(%1, %t2, %3, %x4) : (memref<3x4xf32>, i32, memref<?x4xf32>, f32) -> (tensor<3x4xf32>)
    %t7 = arith.cmpi sgt, %t2, %t2 : i32
    cf.assert %t7, ""
    %8 = arith.constant 0 : index
    %c = arith.constant 2 : index
    %10 = arith.constant 2 : index
    %res = arith.constant 0 : index
    %14 = arith.constant 4 : index
    %15 = arith.constant 1 : index
    scf.parallel (%16, %x_1) = (%8, %res) to (%c, %14) step (%10, %15) {
      %18 = arith.cmpi sgt, %14, %c : index
      %20:2 = scf.if %18 -> (f32, i32) {
        %21 = arith.constant dense<-7.5> : vector<3x4xf32>
        %22 = arith.addf %21, %21 fastmath<none> : vector<3x4xf32>
        %cst = arith.constant dense<[[0, 1, 19, -16], [-1, 1, 8, -4], [66, 0, 46, 4611686018427387903]]> : vector<3x4xindex>
        %24 = arith.constant dense<[[19,1,0,61], [-1,1,4611686018427387903,53], [73, -1, -1, 1]]> : vector<3x4xindex>
        %t27 = arith.cmpi ugt, %cst, %24 : vector<3x4xindex>
        %t28 = math.exp2 %x4 fastmath<reassoc,contract> : f32
        %29 = arith.constant 3.0 : f64
        %t31 = arith.fptoui %29 : f64 to i8
        %33 = arith.constant -1.0 : f32
        %val = arith.constant 70 : i32
        scf.yield %33, %val : f32, i32  // note

      } else {
        %collapsed = tensor.collapse_shape %6 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
        %v37 = math.sin %x4 : f32
        %39 = arith.constant 1 : index
        %x40 = arith.constant 4 : index
        %41 = arith.constant 2 : index
        %x44 = scf.for %42 = %39 to %x40 step %41 iter_args(%x43 = %t2) -> (i32) {
          %46 = arith.constant 1 : index  // note
          %47 = arith.constant 3 : index
          %y = arith.constant 1 : index
          %sum = memref.subview %1[1, %47] [2, 1] [%46, %y] : memref<3x4xf32> to memref<2x1xf32, strided<[?, ?], offset: ?>>
          %v50 = arith.constant 1 : index
          %extracted_slice_51 = tensor.extract_slice %6[1, %v50] [1, 1] [1, 1] : tensor<3x4xf32> to tensor<1x1xf32>
          scf.yield %x43 : i32
        }
        %52 = arith.constant 0 : index
        %53 = arith.constant 7 : index
        %v54 = arith.constant 2 : index
        %rhs = arith.constant 0 : i64
        %a.b = arith.constant 100.0 : f64
        %r_61, %62 = scf.parallel (%x56) = (%52) to (%53) step (%v54) init (%rhs, %a.b) -> (i64, f64) {
          %x63 = arith.extsi %x44 : i32 to i64
          %67 = arith.constant dense<-1.0> : vector<1x8xf64>
          %t68 = arith.addf %67, %67 : vector<1x8xf64>
          %x69 = memref.collapse_shape %1 [[0, 1]] : memref<3x4xf32> into memref<12xf32>
          scf.reduce(%x63, %a.b : i64, f64) {
          ^bb0(%lhs: i64, %x71: i64):
            %red = arith.addi %lhs, %x71 : i64
            scf.reduce.return %red : i64  // note
          }, {
          ^bb0(%lhs_74: f64, %75: f64):
            %t76 = arith.addf %lhs_74, %75 : f64
            scf.reduce.return %t76 : f64 //
          }
        }
        scf.yield %x4, %x44 : f32, i32
      } //
      scf.reduce
    }
    return %6 : tensor<3x4xf32>
  }
}
